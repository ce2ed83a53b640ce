import type { AboutBox } from '../../api/types';
import { RichText } from '../../ui/RichText';
import './AboutBoxes.css';

export function AboutBoxes({ boxes }: { boxes: AboutBox[] }) {
  const shown = boxes.filter((box) => box.title?.trim() || box.description?.trim());
  if (shown.length === 0) return null;

  return (
    <section className="about-boxes" aria-label="At a glance">
      <ul className="container about-boxes__grid">
        {shown.map((box, index) => (
          <li key={box.id ?? index} className="about-box hover-lift">
            <span className="about-box__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            {box.title?.trim() && <h2 className="about-box__title">{box.title}</h2>}
            <RichText html={box.description} className="about-box__description" />
          </li>
        ))}
      </ul>
    </section>
  );
}
