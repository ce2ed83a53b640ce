// The embedded map, created only when its place on the page comes near the viewport: the
// third-party frame costs nothing to visitors who never scroll to it.
import { useState } from 'react';
import { Icon } from '../../ui/Icon';
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
          <Icon name="location" size={36} strokeWidth={1.6} />
        </div>
      )}
    </div>
  );
}
