import type { Service } from '../../api/types';
import { Carousel, type SlidesPerView } from '../../ui/Carousel';
import { useWidthLayouts } from '../../ui/useMediaQuery';
import { ServiceIcon } from './ServiceIcon';
import './ServiceIcons.css';

const ICONS_PER_VIEW: SlidesPerView = { 0: 2.5, 400: 3.5, 576: 4.5 };

export interface ServiceIconsProps {
  services: Service[];
  onSelect: (serviceId: number) => void;
}

export function ServiceIcons({ services, onSelect }: ServiceIconsProps) {
  const layouts = useWidthLayouts();
  const shown = services.filter((service) => service.icon || service.title?.trim());
  if (shown.length === 0) return null;

  const icons = shown.map((service) => <ServiceIcon key={service.id} service={service} onSelect={onSelect} />);
  return (
    <nav className="service-icons" aria-label="Services">
      <div className="container">
        {layouts.wide && (
          <ul className="service-icons__grid wide-only">
            {icons.map((icon) => (
              <li key={icon.key}>{icon}</li>
            ))}
          </ul>
        )}
        {layouts.narrow && (
          <Carousel label="Services" slidesPerView={ICONS_PER_VIEW} autoplay className="narrow-only">
            {icons}
          </Carousel>
        )}
      </div>
    </nav>
  );
}
