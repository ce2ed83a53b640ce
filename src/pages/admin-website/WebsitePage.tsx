// The salon area's website editor: every page's words, prices and pictures, saved to a draft as
// they are typed, previewed, published with a note, and the history of published versions.
import { useLocation, useParams } from 'react-router';
import { WebsiteEditor } from '../../features/editor/WebsiteEditor';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function WebsitePage() {
  const { screen } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const before = Number(new URLSearchParams(location.search).get('before'));
  return (
    <AdminLayout
      right="website"
      title="Website"
      lead="Change the site’s words, prices and pictures. Changes are saved to your draft as you type; visitors see them once you publish."
    >
      <WebsiteEditor
        screenKey={screen}
        before={Number.isSafeInteger(before) && before > 0 ? before : undefined}
        notice={notice}
        here={location.pathname + location.search}
      />
    </AdminLayout>
  );
}
