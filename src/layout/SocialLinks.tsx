// The salon's social channels as icon links, white (on forest) or grey (on light backgrounds).
import { useGetGeneralDataQuery } from '../api/contentApi';
import { mediaUrl } from '../api/media';
import type { SocialChannel } from '../api/types';
import { socialLinkOf } from './socialChannel';
import './SocialLinks.css';

export interface SocialLinksProps {
  variant: 'white' | 'grey';
  /** Defaults to the channels from the shared content. */
  channels?: SocialChannel[] | null;
  className?: string;
}

export function SocialLinks({ variant, channels, className }: SocialLinksProps) {
  const { data } = useGetGeneralDataQuery(undefined, { skip: channels !== undefined });
  const list = (channels !== undefined ? channels : data?.socialChannels) ?? [];
  const links = list.flatMap((channel, index) => {
    const link = socialLinkOf(channel);
    if (!link) return [];
    const icon = mediaUrl(variant === 'white' ? channel.icon_white : channel.icon_grey);
    return [{ ...link, icon, key: channel.id ?? `${index}-${link.href}` }];
  });
  if (links.length === 0) return null;

  return (
    <ul className={['social-links', 'inline-list', `social-links--${variant}`, className].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="social-links__link"
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={link.icon ? undefined : link.name}
          >
            {link.icon ? (
              <img
                className="social-links__icon"
                src={link.icon}
                alt={link.name}
                width={22}
                height={22}
                loading="lazy"
              />
            ) : (
              // No icon in content: the channel's initial keeps the link visible and tappable.
              <span className="social-links__initial" aria-hidden="true">
                {link.name.charAt(0)}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
