import type { Service } from '../../api/types';
import { Picture } from '../../ui/Picture';
import './ServiceIcon.css';

export interface ServiceIconProps {
  service: Service;
  onSelect: (serviceId: number) => void;
}

export function ServiceIcon({ service, onSelect }: ServiceIconProps) {
  const title = service.title?.trim();
  return (
    <button
      type="button"
      className="service-icon"
      aria-label={title ? undefined : `Service ${service.id}`}
      onClick={() => onSelect(service.id)}
    >
      <span className="service-icon__disc">
        {service.icon && <Picture path={service.icon} alt="" width={96} height={96} className="service-icon__image" />}
        {service.icon_hover && (
          <Picture
            path={service.icon_hover}
            alt=""
            width={96}
            height={96}
            className="service-icon__image service-icon__image--hover"
          />
        )}
      </span>
      {title && <span className="service-icon__title">{title}</span>}
    </button>
  );
}
