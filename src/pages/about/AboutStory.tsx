import type { AboutSettings } from '../../api/types';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './AboutStory.css';

export function AboutStory({ settings }: { settings: AboutSettings }) {
  const title = settings.story_title?.trim();
  const description = settings.story_description;
  const image = settings.story_image;
  if (!title && !description?.trim() && !image) return null;

  return (
    <section className="about-story section" aria-labelledby={title ? 'about-story-title' : undefined}>
      <div className="container about-story__inner">
        <div className="about-story__text">
          {title && (
            <h2 id="about-story-title" className="about-story__title">
              {title}
            </h2>
          )}
          <RichText html={description} className="about-prose" />
        </div>
        {image && (
          <div className="about-story__image">
            <Picture path={image} alt="" width={800} height={960} sizes="(min-width: 62em) 40vw, 92vw" />
          </div>
        )}
      </div>
    </section>
  );
}
