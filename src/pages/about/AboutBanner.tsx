import type { AboutSettings } from '../../api/types';
import { SplitSection } from '../../ui/SplitSection';
import './AboutBanner.css';

export function AboutBanner({ settings }: { settings: AboutSettings }) {
  return (
    <SplitSection
      block="about-banner"
      hero
      title={settings.banner_title}
      description={settings.banner_description}
      collage={[
        {
          path: settings.banner_image_one,
          width: 720,
          height: 900,
          sizes: '(min-width: 62em) 28vw, 56vw',
          priority: true,
        },
        { path: settings.banner_image_two, width: 560, height: 700, sizes: '(min-width: 62em) 20vw, 40vw' },
      ]}
    />
  );
}
