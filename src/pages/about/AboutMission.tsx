import type { AboutSettings } from '../../api/types';
import { CurlMark } from '../../ui/CurlMark';
import { RichText } from '../../ui/RichText';
import { SectionTitle } from '../../ui/SectionTitle';
import './AboutMission.css';

export function AboutMission({ settings }: { settings: AboutSettings }) {
  const title = settings.mission_title?.trim();
  const description = settings.mission_description;
  if (!title && !description?.trim()) return null;

  return (
    <section className="about-mission section" aria-labelledby={title ? 'about-mission-title' : undefined}>
      <div className="container about-mission__inner centred-column">
        <CurlMark className="about-mission__mark" />
        <SectionTitle id="about-mission-title" className="about-mission__title">
          {title}
        </SectionTitle>
        <RichText html={description} className="about-mission__description" />
      </div>
    </section>
  );
}
