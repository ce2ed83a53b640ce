// A service's photo with its icon on a badge, as the home page's service cards and the services
// page's sections show it; `${block}__media`, `__image` and `__badge` place and shape them.
import { MediaFrame } from './MediaFrame';
import { Picture, type DecorativePicture } from './Picture';
import './ServiceMedia.css';

export interface ServiceMediaProps {
  block: string;
  image: DecorativePicture;
  /** The service's icon, shown on the badge. */
  badge: string | null | undefined;
  badgeSize: number;
  as?: 'div' | 'span';
}

export function ServiceMedia({ block, image, badge, badgeSize, as }: ServiceMediaProps) {
  return (
    <MediaFrame
      as={as}
      className={`${block}__media service-media`}
      imageClassName={`${block}__image service-media__image`}
      image={image}
    >
      {badge && (
        <span className={`${block}__badge service-media__badge`}>
          <Picture path={badge} alt="" width={badgeSize} height={badgeSize} />
        </span>
      )}
    </MediaFrame>
  );
}
