import type { AboutSettings } from '../../api/types';
import { SplitSection } from '../../ui/SplitSection';
import './AboutFounder.css';

export function AboutFounder({ settings }: { settings: AboutSettings }) {
  return (
    <SplitSection
      block="about-founder"
      mediaFirst
      wideText
      descriptionClassName="about-prose"
      title={settings.founder_title}
      description={settings.founder_description}
      image={{ path: settings.founder_image, width: 720, height: 860, sizes: '(min-width: 62em) 36vw, 86vw' }}
      portrait
    />
  );
}
