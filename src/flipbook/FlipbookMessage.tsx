// What the catalogue shows instead of the book when the PDF (or the viewer itself) cannot load.
import './FlipbookMessage.css';

export interface FlipbookMessageProps {
  url: string;
  message?: string;
}

export function FlipbookMessage({ url, message = 'We could not open this catalogue here.' }: FlipbookMessageProps) {
  return (
    <div className="flipbook-message" role="alert">
      <svg
        className="flipbook-message__icon"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 6h17l9 9v25a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z M29 6v9h9 M18 26h12 M18 32h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
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
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Download the catalogue (PDF)
    </a>
  );
}
