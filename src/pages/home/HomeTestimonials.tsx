import type { Testimonial } from '../../api/types';
import { Carousel, type SlidesPerView } from '../../ui/Carousel';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
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
    <section className="home-testimonials section" aria-labelledby={heading ? 'home-testimonials-title' : undefined}>
      <div className="container">
        {heading && (
          <h2 id="home-testimonials-title" className="home-testimonials__title">
            {heading}
          </h2>
        )}
        <Carousel label={heading || 'Testimonials'} slidesPerView={TESTIMONIALS_PER_VIEW} autoplay dots>
          {shown.map((item, index) => (
            <figure key={item.id ?? index} className="testimonial-card">
              <svg className="testimonial-card__quote" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
                <path d="M0 36V21.6C0 9.6 6.4 2.4 19.2 0l2 4.8C14 6.8 10.6 10.8 10 16.8h9.6V36H0zm26.4 0V21.6C26.4 9.6 32.8 2.4 45.6 0l2 4.8c-7.2 2-10.6 6-11.2 12H46V36H26.4z" />
              </svg>
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
      </div>
    </section>
  );
}
