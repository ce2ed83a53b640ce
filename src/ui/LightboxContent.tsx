// The lightbox's viewer: one image at a time, previous/next that wrap around, arrow keys and swipes,
// a live counter. A chunk of its own, fetched when a visitor first opens a photo (ui/Lightbox.tsx).
import { useEffect, useRef, type MouseEvent, type TouchEvent } from 'react';
import { mediaUrl } from '../api/media';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { wrap, type LightboxImage, type LightboxProps } from './lightboxImages';

const SWIPE_MIN_PX = 40;

export default function LightboxContent({
  images,
  index,
  onIndexChange,
  onClose,
}: Omit<LightboxProps, 'index' | 'label'> & { index: number }) {
  const count = images.length;
  const image = images[index];
  const touchStartX = useRef<number | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Arrived after the dialog opened (its code was still loading): focus moves in now, to the first
  // control, as the dialog does itself when the viewer is already there.
  useEffect(() => {
    const close = closeButton.current;
    const stage = close?.parentElement;
    if (close?.closest('dialog')?.open && !stage?.contains(document.activeElement))
      close.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (count < 2) return;
    // The dialog is modal, so arrow keys anywhere belong to it; a document listener also works
    // before the browser has moved focus into the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndexChange(wrap(index - 1, count));
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onIndexChange(wrap(index + 1, count));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  // Warm the neighbours so moving feels instant.
  useEffect(() => {
    if (count < 2 || typeof Image === 'undefined') return;
    for (const neighbour of [images[wrap(index + 1, count)], images[wrap(index - 1, count)]]) {
      const url = neighbour && urlOf(neighbour);
      if (url) new Image().src = url;
    }
  }, [images, index, count]);

  const onStageClick = (event: MouseEvent<HTMLElement>) => {
    // The stage covers the screen: a click on its empty parts is a click outside the image.
    if (event.target === event.currentTarget) onClose();
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || count < 2) return;
    const delta = end - start;
    if (Math.abs(delta) >= SWIPE_MIN_PX) onIndexChange(wrap(index + (delta < 0 ? 1 : -1), count));
  };

  return (
    <div className="lightbox__stage" onClick={onStageClick} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <button ref={closeButton} type="button" className="lightbox__close" aria-label="Close" onClick={onClose}>
        <Icon name="close" size={22} />
      </button>

      <figure className="lightbox__figure" onClick={onStageClick}>
        {image && <LightboxPicture key={index} image={image} />}
      </figure>

      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--previous"
            aria-label="Previous"
            onClick={() => onIndexChange(wrap(index - 1, count))}
          >
            <Icon name="chevron-left" size={24} />
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            aria-label="Next"
            onClick={() => onIndexChange(wrap(index + 1, count))}
          >
            <Icon name="chevron-right" size={24} />
          </button>
        </>
      )}

      <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
        {index + 1} / {count}
      </p>
    </div>
  );
}

function urlOf(image: LightboxImage): string | undefined {
  return image.path ? mediaUrl(image.path) : image.src;
}

function LightboxPicture({ image }: { image: LightboxImage }) {
  const width = image.width ?? 1600;
  const height = image.height ?? 1200;
  if (image.path && mediaUrl(image.path)) {
    return (
      <Picture
        path={image.path}
        alt={image.alt}
        width={width}
        height={height}
        sizes="(min-width: 60em) 80vw, 100vw"
        priority
        className="lightbox__image"
      />
    );
  }
  if (!image.src) return null;
  return (
    <img src={image.src} alt={image.alt} width={width} height={height} className="lightbox__image" decoding="async" />
  );
}
