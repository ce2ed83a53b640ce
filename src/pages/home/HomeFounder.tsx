import type { HomeSettings } from '../../api/types';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './HomeFounder.css';

export function HomeFounder({ settings }: { settings: HomeSettings }) {
  const title = settings.meet_the_founder_title?.trim();
  const description = settings.meet_the_founder_description;
  const image = settings.meet_the_founder_image;
  if (!title && !description?.trim() && !image) return null;

  return (
    <section className="home-founder section" aria-labelledby={title ? 'home-founder-title' : undefined}>
      <div className="container home-founder__inner">
        <div className="home-founder__text">
          {title && (
            <h2 id="home-founder-title" className="home-founder__title">
              {title}
            </h2>
          )}
          <RichText html={description} className="home-founder__description" />
        </div>
        {image && (
          <div className="home-founder__image">
            <Picture path={image} alt="" width={720} height={860} sizes="(min-width: 62em) 36vw, 90vw" />
          </div>
        )}
      </div>
    </section>
  );
}
