import type { ServicesPageSettings } from '../../api/types';
import { BookingButton } from '../../features/booking/BookingButton';
import { ServicesVideo } from './ServicesVideo';
import './ServicesHero.css';

export function ServicesHero({ settings }: { settings: ServicesPageSettings }) {
  const title = settings.main_title?.trim();
  const hasVideo = Boolean(settings.main_video?.trim() || settings.main_video_poster?.trim());
  if (!title && !hasVideo && !settings.button_label?.trim()) return null;

  return (
    <section className="services-hero" aria-labelledby={title ? 'services-hero-title' : undefined}>
      <div className="container services-hero__inner">
        <div className="services-hero__text">
          {title && (
            <h1 id="services-hero-title" className="services-hero__title">
              {title}
            </h1>
          )}
          <BookingButton>{settings.button_label}</BookingButton>
        </div>
        {hasVideo && <ServicesVideo video={settings.main_video} poster={settings.main_video_poster} title={title} />}
      </div>
    </section>
  );
}
