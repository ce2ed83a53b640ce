import { Link } from 'react-router';
import type { HomeSettings } from '../../api/types';
import { paths } from '../../paths';
import { SplitSection } from '../../ui/SplitSection';
import './HomeWhatWeDo.css';

export function HomeWhatWeDo({ settings }: { settings: HomeSettings }) {
  const label = settings.what_we_do_button_label?.trim();
  return (
    <SplitSection
      block="home-what"
      mediaFirst
      title={settings.what_we_do_title}
      description={settings.what_we_do_description}
      collage={[
        { path: settings.what_we_do_image_one, width: 720, height: 900, sizes: '(min-width: 62em) 34vw, 80vw' },
        { path: settings.what_we_do_image_two, width: 560, height: 560, sizes: '(min-width: 62em) 20vw, 46vw' },
      ]}
      action={
        label && (
          <Link to={paths.services} className="button button--ghost">
            {label}
          </Link>
        )
      }
    />
  );
}
