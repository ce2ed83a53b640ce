// The library's items as cards: the picture (or what the file is), its name, size, type and where
// the site shows it. A card's name opens the item.
import type { MediaItem } from '../../api/adminContract';
import { describeType, formatBytes, isVector, itemName, pictureUrl } from '../../ui/mediaFormat';

export interface MediaGridProps {
  items: readonly MediaItem[];
  onOpen: (item: MediaItem) => void;
}

function Thumbnail({ item }: { item: MediaItem }) {
  const src = pictureUrl(item, 320);
  if (item.kind === 'image' && src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={320}
        height={240}
        className={isVector(item) ? 'media-card__image media-card__image--vector' : 'media-card__image'}
      />
    );
  }
  return (
    <span className="media-card__placeholder" aria-hidden="true">
      {item.kind === 'pdf' ? 'PDF' : 'Video'}
    </span>
  );
}

function Uses({ item }: { item: MediaItem }) {
  if (item.uses.length === 0) return <p className="media-card__uses media-card__uses--none">Not used on the site</p>;
  return (
    <ul className="media-card__uses" aria-label="Used on">
      {item.uses.map((use) => (
        <li key={use.at}>
          {use.page}: {use.field}
          {!use.published && ' (draft)'}
        </li>
      ))}
    </ul>
  );
}

export function MediaGrid({ items, onOpen }: MediaGridProps) {
  return (
    <ul className="media-grid area-tiles" aria-label="Files in the library">
      {items.map((item) => (
        <li key={item.id} className="media-card area-paper">
          <Thumbnail item={item} />
          <div className="media-card__body">
            <h3 className="media-card__name">
              <button type="button" className="media-card__open" onClick={() => onOpen(item)}>
                {itemName(item)}
              </button>
            </h3>
            <p className="media-card__meta">
              {describeType(item)} · {formatBytes(item.bytes)}
            </p>
            {item.needs_description && (
              <p className="media-card__warning">Needs alt text (or the decorative mark) before publishing</p>
            )}
            <Uses item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
