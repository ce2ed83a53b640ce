import type { HomeSettings } from '../../api/types';
import { BookingButton } from '../../features/booking/BookingButton';
import { CurlMark } from '../../ui/CurlMark';
import { MediaFrame } from '../../ui/MediaFrame';
import { SectionTitle } from '../../ui/SectionTitle';
import './HomeBanner.css';

export function HomeBanner({ settings }: { settings: HomeSettings }) {
  const title = settings.banner_title?.trim();
  const label = settings.banner_button_url?.trim();
  const left = settings.banner_image_left;
  const right = settings.banner_image_right;
  // Booking is always possible, so a label alone still makes a banner.
  if (!title && !left && !right && !label) return null;

  return (
    <section className="home-banner" aria-labelledby={title ? 'home-banner-title' : undefined}>
      <div className="container home-banner__inner title-between-photos">
        <div className="home-banner__text">
          <CurlMark className="home-banner__mark" />
          <SectionTitle as="h1" id="home-banner-title" className="home-banner__title">
            {title}
          </SectionTitle>
          <BookingButton from="banner" className="home-banner__cta">
            {label}
          </BookingButton>
        </div>
        {left && (
          <MediaFrame
            className="home-banner__image home-banner__image--left"
            image={{ path: left, width: 720, height: 900, sizes: '(min-width: 62em) 30vw, 50vw', priority: true }}
          />
        )}
        {right && (
          <MediaFrame
            className="home-banner__image home-banner__image--right"
            image={{ path: right, width: 640, height: 800, sizes: '(min-width: 62em) 26vw, 46vw' }}
          />
        )}
      </div>
    </section>
  );
}
