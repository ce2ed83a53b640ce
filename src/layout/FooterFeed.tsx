// The footer's social photo strip: at most the first three feed items, in a scroll-snap carousel.
// Built on native scrolling (no carousel library) because the footer is on the first page and
// must stay light; the prev/next buttons only nudge the scroll position.
import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaUrl } from '../api/media';
import type { SocialFeedItem } from '../api/types';
import { Icon } from '../ui/Icon';
import { usePrefersReducedMotion } from '../ui/useMediaQuery';
import './FooterFeed.css';

/** Spec §9: the footer shows at most this many feed items. */
export const FOOTER_FEED_LIMIT = 3;

export interface FooterFeedProps {
  items: SocialFeedItem[];
  /** The profile's name, for the links' accessible names ("View post on Instagram"). */
  networkName: string;
  /** Where an item without its own link points (the profile). */
  fallbackHref?: string;
}

/** Feed images are URLs (often on the network's CDN); a bare stored path still resolves. */
function feedImageUrl(item: SocialFeedItem): string | undefined {
  const raw = [item.thumbnail_url, item.media_url].find((u) => typeof u === 'string' && u.trim() !== '')?.trim();
  if (!raw) return undefined;
  return /^(https?:)?\/\//i.test(raw) || raw.startsWith('/') || raw.startsWith('data:') ? raw : mediaUrl(raw);
}

function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = typeof url === 'string' ? url.trim() : '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
}

function shorten(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

export function feedSlides(items: SocialFeedItem[], fallbackHref?: string) {
  return items.slice(0, FOOTER_FEED_LIMIT).flatMap((item, index) => {
    const image = feedImageUrl(item);
    if (!image) return [];
    const caption = typeof item.caption === 'string' && item.caption.trim() ? shorten(item.caption) : undefined;
    return [{ key: item.id ?? `${index}-${image}`, image, caption, href: safeHref(item.permalink) ?? fallbackHref }];
  });
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

export function FooterFeed({ items, networkName, fallbackHref }: FooterFeedProps) {
  const slides = feedSlides(items, fallbackHref);
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Until measured, assume nothing overflows: the buttons stay hidden rather than flash.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The observer reports once on observe, which takes the first measurement too.
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  const step = (direction: -1 | 1) => {
    const el = track.current;
    const first = el?.querySelector<HTMLElement>('.footer-feed__item');
    if (!el || !first) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * (first.offsetWidth + gap), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  if (slides.length === 0) return null;
  const overflowing = !(edges.atStart && edges.atEnd);

  return (
    <div className="footer-feed">
      <ul className="footer-feed__track" ref={track} onScroll={measure}>
        {slides.map((slide) => {
          const picture = (
            <img
              className="footer-feed__image"
              src={slide.image}
              alt=""
              width={480}
              height={480}
              loading="lazy"
              decoding="async"
              // A broken remote image leaves the arch empty rather than showing a broken-image box.
              onError={(event) => event.currentTarget.setAttribute('data-failed', '')}
            />
          );
          return (
            <li key={slide.key} className="footer-feed__item">
              {slide.href ? (
                <a
                  className="footer-feed__link"
                  href={slide.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View post on ${networkName}${slide.caption ? `: ${slide.caption}` : ''}`}
                >
                  {picture}
                  <span className="footer-feed__glyph icon-disc" aria-hidden="true">
                    <Icon name="external" size={20} />
                  </span>
                </a>
              ) : (
                <div className="footer-feed__link">{picture}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="footer-feed__controls" hidden={!overflowing}>
        <button
          type="button"
          className="icon-button footer-feed__button"
          aria-label="Previous"
          disabled={edges.atStart}
          onClick={() => step(-1)}
        >
          <Icon name="chevron-left" size={20} strokeWidth={1.8} />
        </button>
        <button
          type="button"
          className="icon-button footer-feed__button"
          aria-label="Next"
          disabled={edges.atEnd}
          onClick={() => step(1)}
        >
          <Icon name="chevron-right" size={20} strokeWidth={1.8} />
        </button>
      </div>
    </div>
  );
}
