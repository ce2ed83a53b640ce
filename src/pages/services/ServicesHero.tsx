import type { ServicesPageSettings } from '../../api/types';
import { BookingButton } from '../../features/booking/BookingButton';
import { SplitSection } from '../../ui/SplitSection';
import { ServicesVideo } from './ServicesVideo';
import './ServicesHero.css';

export function ServicesHero({ settings }: { settings: ServicesPageSettings }) {
  const title = settings.main_title?.trim();
  const hasVideo = Boolean(settings.main_video?.trim() || settings.main_video_poster?.trim());
  if (!title && !hasVideo && !settings.button_label?.trim()) return null;

  return (
    <SplitSection
      block="services-hero"
      hero
      ownLayout
      title={title}
      media={
        hasVideo && <ServicesVideo video={settings.main_video} poster={settings.main_video_poster} title={title} />
      }
    >
      <BookingButton from="services_hero">{settings.button_label}</BookingButton>
    </SplitSection>
  );
}
