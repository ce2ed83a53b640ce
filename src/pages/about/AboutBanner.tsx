import type { AboutSettings } from '../../api/types';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './AboutBanner.css';

export function AboutBanner({ settings }: { settings: AboutSettings }) {
  const title = settings.banner_title?.trim();
  const description = settings.banner_description;
  const one = settings.banner_image_one;
  const two = settings.banner_image_two;
  if (!title && !description?.trim() && !one && !two) return null;

  return (
    <section className="about-banner" aria-labelledby={title ? 'about-banner-title' : undefined}>
      <div className="container about-banner__inner">
        <div className="about-banner__text">
          {title && (
            <h1 id="about-banner-title" className="about-banner__title">
              {title}
            </h1>
          )}
          <RichText html={description} className="about-banner__description" />
        </div>
        {(one || two) && (
          <div className="about-banner__images">
            {one && (
              <Picture
                path={one}
                alt=""
                width={720}
                height={900}
                sizes="(min-width: 62em) 28vw, 56vw"
                priority
                className="about-banner__image about-banner__image--one"
              />
            )}
            {two && (
              <Picture
                path={two}
                alt=""
                width={560}
                height={700}
                sizes="(min-width: 62em) 20vw, 40vw"
                className="about-banner__image about-banner__image--two"
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
