// The salon area's media library: the photos, videos and PDFs the website shows, uploaded, described
// and managed here.
import { useLocation } from 'react-router';
import { MediaLibrary } from '../../features/media/MediaLibrary';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function MediaPage() {
  const { search } = useLocation();
  return (
    <AdminLayout
      right="website"
      title="Media"
      lead="Photos, videos and PDFs for the website. Give each photo alt text, or mark it decorative, before it is published."
    >
      <MediaLibrary search={new URLSearchParams(search).get('q') ?? ''} />
    </AdminLayout>
  );
}
