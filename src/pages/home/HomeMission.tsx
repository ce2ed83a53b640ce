import { Link } from 'react-router';
import type { HomeSettings } from '../../api/types';
import { paths } from '../../paths';
import { Picture } from '../../ui/Picture';
import { SplitSection } from '../../ui/SplitSection';
import './HomeMission.css';

export function HomeMission({ settings }: { settings: HomeSettings }) {
  const label = settings.our_mission_button_label?.trim();
  const captions = settings.translations?.[0];
  const photos = [
    { path: settings.our_mission_image_before, caption: captions?.our_mission_before?.trim(), kind: 'before' },
    { path: settings.our_mission_image_after, caption: captions?.our_mission_after?.trim(), kind: 'after' },
  ].filter((photo) => photo.path);

  return (
    <SplitSection
      block="home-mission"
      title={settings.our_mission_title}
      description={settings.our_mission_description}
      media={
        photos.length > 0 && (
          <div className="home-mission__photos">
            {photos.map((photo) => (
              <figure key={photo.kind} className={`home-mission__photo home-mission__photo--${photo.kind}`}>
                <Picture path={photo.path} alt="" width={600} height={760} sizes="(min-width: 62em) 24vw, 46vw" />
                {photo.caption && <figcaption className="home-mission__caption">{photo.caption}</figcaption>}
              </figure>
            ))}
          </div>
        )
      }
      action={
        label && (
          <Link to={paths.about} className="button">
            {label}
          </Link>
        )
      }
    />
  );
}
