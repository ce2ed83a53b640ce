import type { HomeSettings } from '../../api/types';
import { SplitSection } from '../../ui/SplitSection';
import './HomeFounder.css';

export function HomeFounder({ settings }: { settings: HomeSettings }) {
  return (
    <SplitSection
      block="home-founder"
      wideText
      title={settings.meet_the_founder_title}
      description={settings.meet_the_founder_description}
      image={{ path: settings.meet_the_founder_image, width: 720, height: 860, sizes: '(min-width: 62em) 36vw, 90vw' }}
      portrait
    />
  );
}
