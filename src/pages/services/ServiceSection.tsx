import type { Service } from '../../api/types';
import { serviceSectionId } from '../../paths';
import { BookingButton } from '../../features/booking/BookingButton';
import { RichText } from '../../ui/RichText';
import { ServiceMedia } from '../../ui/ServiceMedia';
import './ServiceSection.css';

export interface ServiceSectionProps {
  service: Service;
  /** Every other section puts its image on the other side. */
  reversed: boolean;
}

export function ServiceSection({ service, reversed }: ServiceSectionProps) {
  const id = serviceSectionId(service.id);
  const title = service.title?.trim();
  const price = service.price != null && String(service.price).trim() !== '' ? String(service.price) : null;

  return (
    <section
      id={id}
      tabIndex={-1}
      className={`service-section${reversed ? ' service-section--reversed' : ''}`}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : `Service ${service.id}`}
    >
      <div className="container service-section__inner">
        {service.image && (
          <ServiceMedia
            block="service-section"
            image={{ path: service.image, width: 800, height: 900, sizes: '(min-width: 62em) 42vw, 92vw' }}
            badge={service.icon_on_image}
            badgeSize={80}
          />
        )}
        <div className="service-section__text">
          {price && <p className="service-section__price">{price}</p>}
          {title && (
            <h2 id={`${id}-title`} className="service-section__title">
              {title}
            </h2>
          )}
          <RichText html={service.description} className="service-section__description lead" />
          <BookingButton from="service" variant="primary" describedBy={title ? `${id}-title` : undefined}>
            {service.button_label}
          </BookingButton>
        </div>
      </div>
    </section>
  );
}
