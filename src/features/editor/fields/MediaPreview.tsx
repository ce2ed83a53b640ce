// What a stored file looks like in a field or a picker: a small picture for an image (a variant the
// media server makes, never the full file), the file's name for a video or a PDF.
import type { MediaKind } from '../../../api/adminContract';
import { Picture } from '../../../ui/Picture';

export interface MediaPreviewProps {
  kind: MediaKind;
  path: string;
}

const KIND_NAMES: Record<MediaKind, string> = { image: 'Picture', video: 'Video', pdf: 'PDF' };

/** The last part of a stored path: "products/catalogue.pdf" → "catalogue.pdf". */
export const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function MediaPreview({ kind, path }: MediaPreviewProps) {
  return (
    <span className={`media-preview media-preview--${kind}`}>
      {kind === 'image' ? (
        <Picture path={path} alt="" width={160} height={120} sizes="8rem" className="media-preview__image" />
      ) : (
        <span className="media-preview__badge" aria-hidden="true">
          {KIND_NAMES[kind]}
        </span>
      )}
      <span className="media-preview__name" title={path}>
        {fileName(path)}
      </span>
    </span>
  );
}
