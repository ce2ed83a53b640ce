// The catalogue before its viewer runs (the viewer needs scripts, and loads only when the visitor
// asks for it): its cover, the PDF's first page as an image (the media server renders it), and a link
// to the PDF. With the app, a tap on the cover opens the viewer in its place (onOpen). Where the cover
// cannot be had as an image (a server that only speaks the content contract answers the PDF itself,
// or has no cover for it), the cover says so (onBroken) and shows the catalogue's name meanwhile,
// never a broken image: the viewer then draws the first page in the browser.
import { useEffect, useRef, type MouseEventHandler, type Ref } from 'react';
import { Picture } from '../ui/Picture';
import { DownloadCatalogueLink } from './FlipbookMessage';
import './FlipbookTable.css';
import './CatalogueCover.css';

export interface CatalogueCoverProps {
  /** The PDF's stored path, whose first page is the cover. */
  path: string;
  /** The PDF's URL. */
  url: string;
  /** Names the catalogue, e.g. "Cleanse catalogue". */
  label: string;
  ref?: Ref<HTMLDivElement>;
  /** A click on the cover; it may keep the link from opening the PDF, to open the viewer instead. */
  onOpen?: MouseEventHandler<HTMLAnchorElement>;
  /** The cover image could not be had: drawn without it. */
  broken?: boolean;
  onBroken?: () => void;
}

export function CatalogueCover({ path, url, label, ref, onOpen, broken = false, onBroken }: CatalogueCoverProps) {
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the app took the page over (the error came before its handler).
  useEffect(() => {
    const drawn = image.current;
    if (drawn?.complete && drawn.naturalWidth === 0 && drawn.currentSrc) onBroken?.();
  }, [onBroken]);
  return (
    <div ref={ref} className="flipbook-table catalogue-cover">
      <a
        className="catalogue-cover__book"
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={`${label} (PDF)`}
        onClick={onOpen}
      >
        {broken ? (
          <span className="catalogue-cover__name" aria-hidden="true">
            {label}
          </span>
        ) : (
          <Picture
            path={path}
            alt=""
            width={640}
            height={905}
            sizes="(min-width: 48em) 16rem, 13rem"
            className="catalogue-cover__image"
            ref={image}
            onError={() => onBroken?.()}
          />
        )}
      </a>
      <DownloadCatalogueLink url={url} />
    </div>
  );
}
