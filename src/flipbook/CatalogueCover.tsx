// The catalogue before its viewer runs (the viewer needs scripts, and loads only when the visitor
// asks for it): its cover, the PDF's first page as an image (the media server renders it), and a link
// to the PDF. With the app, a tap on the cover opens the viewer in its place (onOpen).
import type { MouseEventHandler, Ref } from 'react';
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
}

export function CatalogueCover({ path, url, label, ref, onOpen }: CatalogueCoverProps) {
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
        <Picture
          path={path}
          alt=""
          width={640}
          height={905}
          sizes="(min-width: 48em) 16rem, 13rem"
          className="catalogue-cover__image"
        />
      </a>
      <DownloadCatalogueLink url={url} />
    </div>
  );
}
