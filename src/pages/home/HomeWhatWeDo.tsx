import { Link } from 'react-router';
import type { HomeSettings } from '../../api/types';
import { paths } from '../../paths';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './HomeWhatWeDo.css';

export function HomeWhatWeDo({ settings }: { settings: HomeSettings }) {
  const title = settings.what_we_do_title?.trim();
  const description = settings.what_we_do_description;
  const label = settings.what_we_do_button_label?.trim();
  const one = settings.what_we_do_image_one;
  const two = settings.what_we_do_image_two;
  if (!title && !description?.trim() && !one && !two) return null;

  return (
    <section className="home-what section" aria-labelledby={title ? 'home-what-title' : undefined}>
      <div className="container home-what__inner">
        {(one || two) && (
          <div className="home-what__images">
            {one && (
              <Picture
                path={one}
                alt=""
                width={720}
                height={900}
                sizes="(min-width: 62em) 34vw, 80vw"
                className="home-what__image home-what__image--one"
              />
            )}
            {two && (
              <Picture
                path={two}
                alt=""
                width={560}
                height={560}
                sizes="(min-width: 62em) 20vw, 46vw"
                className="home-what__image home-what__image--two"
              />
            )}
          </div>
        )}
        <div className="home-what__text">
          {title && (
            <h2 id="home-what-title" className="home-what__title">
              {title}
            </h2>
          )}
          <RichText html={description} className="home-what__description" />
          {label && (
            <Link to={paths.services} className="button button--ghost">
              {label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
