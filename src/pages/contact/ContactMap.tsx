// The embedded map, created only when its place on the page comes near the viewport: the
// third-party frame costs nothing to visitors who never scroll to it. Until then (and without
// scripts) its place offers a link to the map itself.
import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { useNearViewport } from '../../ui/useNearViewport';
import { webUrl } from './contactLinks';
import './ContactMap.css';

export interface ContactMapProps {
  url: string | null | undefined;
  title: string;
  /** The map's own page (the location link of content), for the link in its place. */
  link?: string | null | undefined;
}

export function ContactMap({ url, title, link }: ContactMapProps) {
  const src = webUrl(url, ['https:']);
  const href = webUrl(link) ?? src;
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(placeholder);

  if (!src) return null;
  return (
    <div className="contact-map media-panel" ref={setPlaceholder}>
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
        <a className="contact-map__placeholder" href={href} target="_blank" rel="noopener noreferrer">
          <Icon name="location" size={36} strokeWidth={1.6} />
          <span className="contact-map__open">
            Open the map<span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      )}
    </div>
  );
}
