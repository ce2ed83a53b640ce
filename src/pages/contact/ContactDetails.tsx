// How to reach the salon: phone, WhatsApp, the way there, and the social channels.
import { mediaUrl } from '../../api/media';
import type { ContactSettings } from '../../api/types';
import { Icon, type IconName } from '../../ui/Icon';
import { SocialLinks } from '../../layout/SocialLinks';
import { telHref, webUrl, whatsappHref } from './contactLinks';
import './ContactDetails.css';

interface Channel {
  key: string;
  href: string;
  text: string;
  icon?: string;
  fallbackIcon: IconName;
  external: boolean;
}

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
      fallbackIcon: 'phone',
      external: false,
    });
  const chatLink = whatsappHref(whatsapp);
  if (whatsapp && chatLink)
    channels.push({
      key: 'whatsapp',
      href: chatLink,
      text: whatsapp,
      icon: mediaUrl(settings.whatsapp_icon),
      fallbackIcon: 'chat',
      external: true,
    });
  if (locationUrl)
    channels.push({
      key: 'location',
      href: locationUrl,
      // A map link without an address to show still gets a name.
      text: location || 'Find us on the map',
      icon: mediaUrl(settings.location_icon),
      fallbackIcon: 'location',
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
                  {channel.icon ? (
                    // Lazy: these small icons are fetched after the page's photo, whose line they
                    // would otherwise share on a slow network.
                    <img src={channel.icon} alt="" width={22} height={22} loading="lazy" />
                  ) : (
                    <Icon name={channel.fallbackIcon} size={22} />
                  )}
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
          <span className="contact-details__icon">
            <Icon name="location" size={22} />
          </span>
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
