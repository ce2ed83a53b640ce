// How to reach the salon: phone, WhatsApp, the way there, and the social channels.
import type { ReactNode } from 'react';
import { mediaUrl } from '../../api/media';
import type { ContactSettings } from '../../api/types';
import { SocialLinks } from '../../layout/SocialLinks';
import { telHref, webUrl, whatsappHref } from './contactLinks';
import './ContactDetails.css';

interface Channel {
  key: string;
  href: string;
  text: string;
  icon?: string;
  fallbackIcon: ReactNode;
  external: boolean;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PhoneIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      {...stroke}
      d="M5 4h3.5l1.6 4-2.1 1.4a11 11 0 0 0 6.6 6.6l1.4-2.1 4 1.6V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"
    />
  </svg>
);

const ChatIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path {...stroke} d="M4 20l1.3-3.9A8 8 0 1 1 8 19.1z" />
  </svg>
);

const PinIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path {...stroke} d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" />
    <circle {...stroke} cx="12" cy="10" r="2.4" />
  </svg>
);

export function ContactDetails({ settings }: { settings: ContactSettings }) {
  const phone = settings.phone?.trim();
  const whatsapp = settings.whatsapp?.trim();
  const location = settings.location?.trim();
  const locationUrl = webUrl(settings.translations?.[0]?.location_url);
  const handle = settings.social_media_handle?.trim();

  const channels: Channel[] = [];
  const phoneLink = telHref(phone);
  if (phone && phoneLink)
    channels.push({
      key: 'phone',
      href: phoneLink,
      text: phone,
      icon: mediaUrl(settings.phone_icon),
      fallbackIcon: PhoneIcon,
      external: false,
    });
  const chatLink = whatsappHref(whatsapp);
  if (whatsapp && chatLink)
    channels.push({
      key: 'whatsapp',
      href: chatLink,
      text: whatsapp,
      icon: mediaUrl(settings.whatsapp_icon),
      fallbackIcon: ChatIcon,
      external: true,
    });
  if (locationUrl)
    channels.push({
      key: 'location',
      href: locationUrl,
      // A map link without an address to show still gets a name.
      text: location || 'Find us on the map',
      icon: mediaUrl(settings.location_icon),
      fallbackIcon: PinIcon,
      external: true,
    });

  return (
    <div className="contact-details">
      {channels.length > 0 && (
        <ul className="contact-details__list">
          {channels.map((channel) => (
            <li key={channel.key}>
              <a
                className={`contact-details__link contact-details__link--${channel.key}`}
                href={channel.href}
                {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className="contact-details__icon">
                  {channel.icon ? <img src={channel.icon} alt="" width={22} height={22} /> : channel.fallbackIcon}
                </span>
                <span className="contact-details__text">{channel.text}</span>
                {channel.external && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {location && !locationUrl && (
        <p className="contact-details__address">
          <span className="contact-details__icon">{PinIcon}</span>
          {location}
        </p>
      )}
      <div className="contact-details__social">
        <SocialLinks variant="grey" />
        {handle && <p className="contact-details__handle">{handle}</p>}
      </div>
    </div>
  );
}
