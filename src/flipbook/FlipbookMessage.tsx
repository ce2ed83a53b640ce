// What the catalogue shows instead of the book when the PDF (or the viewer itself) cannot load.
import { Icon } from '../ui/Icon';
import './FlipbookTable.css';
import './FlipbookMessage.css';

export interface FlipbookMessageProps {
  url: string;
  message?: string;
}

export function FlipbookMessage({ url, message = 'We could not open this catalogue here.' }: FlipbookMessageProps) {
  return (
    <div className="flipbook-table flipbook-message" role="alert">
      <Icon name="document" size={48} className="flipbook-message__icon" />
      <p className="flipbook-message__text">{message}</p>
      <DownloadCatalogueLink url={url} />
    </div>
  );
}

export function DownloadCatalogueLink({
  url,
  className = 'button button--ghost',
}: {
  url: string;
  className?: string;
}) {
  return (
    <a className={className} href={url} download target="_blank" rel="noopener">
      <Icon name="download" size={18} />
      Download the catalogue (PDF)
    </a>
  );
}
