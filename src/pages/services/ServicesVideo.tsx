// The services hero video: silent, looping and playing inline by itself (unless the visitor asks
// for reduced motion), with a play overlay until it first plays, then native controls and a small
// play/pause button in the corner that leaves those controls free.
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { PHONE_VIDEO_MEDIA, PHONE_VIDEO_WIDTH } from '../../api/contract';
import { mediaUrl } from '../../api/media';
import { Icon } from '../../ui/Icon';
import { focalPosition, useMediaDetails, withVersion } from '../../ui/mediaDetails';
import { useHydrated } from '../../ui/useHydrated';
import { usePrefersReducedMotion } from '../../ui/useMediaQuery';
import './ServicesVideo.css';

export interface ServicesVideoProps {
  video: string | null | undefined;
  poster: string | null | undefined;
  title?: string;
}

/**
 * The width of the poster's still. A video's poster has one size for every screen, and it is the
 * phone's first view's largest image: sharp on a phone, light enough to arrive with the page's first
 * bytes; a wide screen shows it only until the video plays.
 */
const POSTER_WIDTH = 800;

/**
 * The address of a variant our media server makes (`query`), or undefined: full URLs elsewhere and
 * SVGs have none.
 */
function variantUrl(url: string, query: string): string | undefined {
  if (/^(https?:)?\/\//i.test(url) || /\.svg($|\?)/i.test(url)) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function posterUrl(path: string | null | undefined): string | undefined {
  const url = mediaUrl(path);
  if (!url) return undefined;
  // A lighter WebP still where our media server makes one; other URLs are used as they are.
  return variantUrl(url, `w=${POSTER_WIDTH}&fm=webp`) ?? url;
}

export function ServicesVideo({ video, poster, title }: ServicesVideoProps) {
  const videoDetails = useMediaDetails(video);
  const stored = mediaUrl(video);
  const src = stored && withVersion(stored, videoDetails);
  // A phone plays a lighter copy where the media server has one; otherwise the stored file, listed after it.
  const phoneCopy = stored && variantUrl(stored, `w=${PHONE_VIDEO_WIDTH}`);
  const phoneSrc = phoneCopy && withVersion(phoneCopy, videoDetails);
  const posterDetails = useMediaDetails(poster);
  const stillUrl = posterUrl(poster);
  const still = stillUrl && withVersion(stillUrl, posterDetails);
  const stillPosition = focalPosition(posterDetails);
  const reducedMotion = usePrefersReducedMotion();
  // Not before hydration: the server cannot know the visitor's motion preference, and a video
  // started before the page is live would play without its controls ever appearing.
  const autoplay = useHydrated() && !reducedMotion;
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [played, setPlayed] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  // Set by a click on play/pause: the button that replaces it takes the focus.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (playing ? pauseRef : playRef).current?.focus();
  }, [playing]);

  // The poster is the first view's largest image: fetch it first.
  if (still) preload(still, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // React sets `muted` as a property only; browsers read the attribute to allow autoplay.
    element.muted = true;
    element.setAttribute('muted', '');
    if (!autoplay) {
      element.pause();
      return;
    }
    // Autoplay may still be refused (data saver, policy): the play overlay stays then.
    // Older browsers (and jsdom) return no promise from play().
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    element.play()?.catch(() => undefined);
  }, [autoplay, src]);

  if (!src) {
    return still ? (
      <div className="services-video media-panel">
        <img
          className="services-video__media"
          src={still}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          style={stillPosition ? { objectPosition: stillPosition } : undefined}
        />
      </div>
    ) : null;
  }

  const play = () => {
    const element = ref.current;
    if (!element) return;
    // Older browsers (and jsdom) return no promise from play().
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    element.play()?.catch(() => undefined);
  };

  return (
    <div className="services-video media-panel">
      <video
        // Its sources are read once, as it is inserted: new ones need a new element.
        key={src}
        ref={ref}
        className="services-video__media"
        poster={still}
        muted
        loop
        playsInline
        autoPlay={autoplay}
        // Nothing of the video before it plays: its poster shows until then, and the first view's
        // bytes go to what it shows.
        preload="none"
        controls={played}
        aria-label={title}
        onPlay={() => {
          setPlaying(true);
          setPlayed(true);
        }}
        onPause={() => setPlaying(false)}
      >
        {phoneSrc && <source src={phoneSrc} media={PHONE_VIDEO_MEDIA} type="video/mp4" />}
        <source src={src} />
      </video>
      {/* Two buttons rather than one that changes shape: nothing on the page moves when playback starts. */}
      {playing ? (
        <button
          key="pause"
          ref={pauseRef}
          type="button"
          className="services-video__corner"
          aria-label="Pause video"
          onClick={() => {
            moveFocus.current = true;
            ref.current?.pause();
          }}
        >
          <span className="services-video__icon services-video__icon--small icon-disc" aria-hidden="true">
            <Icon name="pause" size={20} />
          </span>
        </button>
      ) : (
        <button
          key="play"
          ref={playRef}
          type="button"
          className={played ? 'services-video__corner services-video__corner--paused' : 'services-video__play'}
          aria-label="Play video"
          onClick={() => {
            moveFocus.current = true;
            play();
          }}
        >
          <span
            className={
              played ? 'services-video__icon services-video__icon--small icon-disc' : 'services-video__icon icon-disc'
            }
            aria-hidden="true"
          >
            <Icon name="play" size={played ? 20 : 28} />
          </span>
        </button>
      )}
    </div>
  );
}
