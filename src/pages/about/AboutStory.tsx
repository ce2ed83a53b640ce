import type { AboutSettings } from '../../api/types';
import { SplitSection } from '../../ui/SplitSection';
import './AboutStory.css';

export function AboutStory({ settings }: { settings: AboutSettings }) {
  return (
    <SplitSection
      block="about-story"
      wideText
      descriptionClassName="about-prose"
      title={settings.story_title}
      description={settings.story_description}
      image={{ path: settings.story_image, width: 800, height: 960, sizes: '(min-width: 62em) 40vw, 92vw' }}
    />
  );
}
