// A service's icon: a link to its section on the page (the browser's own jump, without the app),
// which the app answers by scrolling there smoothly and naming the section in the address.
import type { Service } from '../../api/types';
import { serviceSectionId } from '../../paths';
import { answeredInPage } from '../../ui/inPageLink';
import { Picture } from '../../ui/Picture';
import './ServiceIcon.css';

export interface ServiceIconProps {
  service: Service;
  onSelect: (serviceId: number) => void;
}

/** The icon and the one shown in its place on hover fill the same square. */
const ICON_SIZE = { width: 96, height: 96 };

export function ServiceIcon({ service, onSelect }: ServiceIconProps) {
  const title = service.title?.trim();
  return (
    <a
      href={`#${serviceSectionId(service.id)}`}
      className="service-icon"
      aria-label={title ? undefined : `Service ${service.id}`}
      onClick={answeredInPage(() => onSelect(service.id))}
    >
      <span className="service-icon__disc icon-disc icon-disc--blob">
        {service.icon && <Picture path={service.icon} alt="" {...ICON_SIZE} className="service-icon__image" />}
        {service.icon_hover && (
          <Picture
            path={service.icon_hover}
            alt=""
            {...ICON_SIZE}
            className="service-icon__image service-icon__image--hover"
          />
        )}
      </span>
      {title && <span className="service-icon__title">{title}</span>}
    </a>
  );
}
