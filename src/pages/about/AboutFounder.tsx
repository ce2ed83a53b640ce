import type { AboutSettings } from '../../api/types';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './AboutFounder.css';

export function AboutFounder({ settings }: { settings: AboutSettings }) {
  const title = settings.founder_title?.trim();
  const description = settings.founder_description;
  const image = settings.founder_image;
  if (!title && !description?.trim() && !image) return null;

  return (
    <section className="about-founder section" aria-labelledby={title ? 'about-founder-title' : undefined}>
      <div className="container about-founder__inner">
        {image && (
          <div className="about-founder__image">
            <Picture path={image} alt="" width={720} height={860} sizes="(min-width: 62em) 36vw, 86vw" />
          </div>
        )}
        <div className="about-founder__text">
          {title && (
            <h2 id="about-founder-title" className="about-founder__title">
              {title}
            </h2>
          )}
          <RichText html={description} className="about-prose" />
        </div>
      </div>
    </section>
  );
}
