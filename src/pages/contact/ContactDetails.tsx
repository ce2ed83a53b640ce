// How to reach the salon: phone, WhatsApp, the way there, and the social channels.
import { mediaUrl } from '../../api/media';
import type { ContactSettings } from '../../api/types';
import { Icon, type IconName } from '../../ui/Icon';
import { SocialLinks } from '../../layout/SocialLinks';
import { telHref, webUrl, whatsappHref } from './contactLinks';
import './ContactDetails.css';

type ChannelKey = 'phone' | 'whatsapp' | 'location';

interface Channel {
  key: ChannelKey;
  href: string;
  text: string;
  icon?: string;
  fallbackIcon: IconName;
  external: boolean;
}

/** What each kind of channel shows without its own icon, and whether it leaves the site. */
const CHANNEL_KINDS: Record<ChannelKey, Pick<Channel, 'fallbackIcon' | 'external'>> = {
  phone: { fallbackIcon: 'phone', external: false },
  whatsapp: { fallbackIcon: 'chat', external: true },
  location: { fallbackIcon: 'location', external: true },
};

export function ContactDetails({ settings }: { settings: ContactSettings }) {
  const phone = settings.phone?.trim();
  const whatsapp = settings.whatsapp?.trim();
  const location = settings.location?.trim();
  const locationUrl = webUrl(settings.translations?.[0]?.location_url);
  const handle = settings.social_media_handle?.trim();

  const channels: Channel[] = [];
  // A channel is listed when it has both a working link and words to show.
  const add = (
    key: ChannelKey,
    href: string | undefined,
    text: string | undefined,
    icon: string | null | undefined,
  ) => {
    if (href && text) channels.push({ key, href, text, icon: mediaUrl(icon), ...CHANNEL_KINDS[key] });
  };
  add('phone', telHref(phone), phone, settings.phone_icon);
  add('whatsapp', whatsappHref(whatsapp), whatsapp, settings.whatsapp_icon);
  // A map link without an address to show still gets a name.
  add('location', locationUrl, location || 'Find us on the map', settings.location_icon);

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
