// The embedded map, created only when its place on the page comes near the viewport: the
// third-party frame costs nothing to visitors who never scroll to it.
import { useState } from 'react';
import { useNearViewport } from '../../ui/useNearViewport';
import { webUrl } from './contactLinks';
import './ContactMap.css';

export interface ContactMapProps {
  url: string | null | undefined;
  title: string;
}

export function ContactMap({ url, title }: ContactMapProps) {
  const src = webUrl(url, ['https:']);
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(placeholder);

  if (!src) return null;
  return (
    <div className="contact-map" ref={setPlaceholder}>
      {near ? (
        <iframe
          className="contact-map__frame"
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <div className="contact-map__placeholder" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
            <path
              d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </div>
      )}
    </div>
  );
}
