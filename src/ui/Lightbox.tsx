// A full-screen image viewer over the page, used by the home gallery teaser and the gallery
// slideshow. The dialog is part of the page; the viewer inside it (LightboxContent.tsx) is fetched
// when a visitor first opens a photo, since no first view needs it.
import { lazy, Suspense } from 'react';
import { Dialog } from './Dialog';
import type { LightboxProps } from './lightboxImages';
import { wrap } from './lightboxImages';
import './Lightbox.css';

export type { LightboxImage } from './lightboxImages';

const LightboxContent = lazy(() => import(/* webpackChunkName: "lightbox" */ './LightboxContent'));

export function Lightbox({ images, index, onIndexChange, onClose, label = 'Gallery' }: LightboxProps) {
  const open = index !== null && images.length > 0;
  return (
    <Dialog open={open} onClose={onClose} label={label} className="lightbox">
      {open && (
        <Suspense
          fallback={<span className="spinner lightbox__loading" role="status" aria-label="Loading the photo" />}
        >
          <LightboxContent
            images={images}
            index={wrap(index, images.length)}
            onIndexChange={onIndexChange}
            onClose={onClose}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
