import { hasNumericId } from '../../api/dropNullItems';
import { Link } from 'react-router';
import type { HomeSettings, Service } from '../../api/types';
import { serviceSectionPath } from '../../paths';
import { BookingButton } from '../../features/booking/BookingButton';
import { Carousel, type SlidesPerView } from '../../ui/Carousel';
import { ServiceMedia } from '../../ui/ServiceMedia';
import { TitledSection } from '../../ui/TitledSection';
import './HomeServices.css';

/** Spec §9: 3 at ≥992 px, 2 at ≥768, 1.5 at ≥576, 1.2 at ≥400, 1 below. */
const SERVICES_PER_VIEW: SlidesPerView = { 0: 1, 400: 1.2, 576: 1.5, 768: 2, 992: 3 };

export function HomeServices({ settings, services }: { settings: HomeSettings; services: Service[] }) {
  const title = settings.services_title?.trim();
  const shown = services.filter(hasNumericId);
  const bookingLabel = settings.services_button_label?.trim();
  if (!title && shown.length === 0 && !bookingLabel) return null;

  return (
    <TitledSection block="home-services" title={title}>
      {shown.length > 0 && (
        <Carousel
          label={title || 'Services'}
          slidesPerView={SERVICES_PER_VIEW}
          autoplay
          className="home-services__carousel"
        >
          {shown.map((service) => (
            <Link key={service.id} to={serviceSectionPath(service.id)} className="service-card">
              <ServiceMedia
                as="span"
                block="service-card"
                image={{
                  path: service.image,
                  width: 600,
                  height: 720,
                  sizes: '(min-width: 62em) 30vw, (min-width: 48em) 46vw, 80vw',
                }}
                badge={service.icon_on_image}
                badgeSize={64}
              />
              <span className="service-card__body">
                {service.title?.trim() ? (
                  <span className="service-card__title">{service.title}</span>
                ) : (
                  <span className="visually-hidden">Service details</span>
                )}
                {service.price != null && String(service.price).trim() !== '' && (
                  <span className="service-card__price">{service.price}</span>
                )}
              </span>
            </Link>
          ))}
        </Carousel>
      )}
      <div className="home-services__cta">
        <BookingButton from="home_services">{bookingLabel}</BookingButton>
      </div>
    </TitledSection>
  );
}
