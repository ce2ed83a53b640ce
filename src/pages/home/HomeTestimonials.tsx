import type { Testimonial } from '../../api/types';
import { Carousel, type SlidesPerView } from '../../ui/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { TitledSection } from '../../ui/TitledSection';
import './HomeTestimonials.css';

/** Spec §9: 3, 3, 2, 2, 1.5 and a base of 1.2, from the widest viewport down. */
const TESTIMONIALS_PER_VIEW: SlidesPerView = { 0: 1.2, 480: 1.5, 640: 2, 768: 2, 992: 3, 1200: 3 };

export interface HomeTestimonialsProps {
  title: string | null | undefined;
  testimonials: Testimonial[];
}

export function HomeTestimonials({ title, testimonials }: HomeTestimonialsProps) {
  const heading = title?.trim();
  const shown = testimonials.filter((item) => item.name?.trim() || item.description?.trim());
  if (shown.length === 0) return null;

  return (
    <TitledSection block="home-testimonials" title={heading}>
      <Carousel label={heading || 'Testimonials'} slidesPerView={TESTIMONIALS_PER_VIEW} autoplay dots>
        {shown.map((item, index) => (
          <figure key={item.id ?? index} className="testimonial-card">
            <Icon name="quote" className="testimonial-card__quote" />
            <RichText html={item.description} as="blockquote" className="testimonial-card__text" />
            <figcaption className="testimonial-card__person">
              {item.image && (
                <Picture
                  path={item.image}
                  alt=""
                  width={112}
                  height={112}
                  sizes="56px"
                  className="testimonial-card__image"
                />
              )}
              {item.name?.trim() && <span className="testimonial-card__name">{item.name}</span>}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </TitledSection>
  );
}
