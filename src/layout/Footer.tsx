// The site footer: the social photo strip with its visit button, the footer links, logo and social icons.
import { Link } from 'react-router';
import { config } from '../config';
import { useGetGeneralDataQuery, useGetSocialFeedQuery } from '../api/contentApi';
import { paths } from '../paths';
import { CurlMark } from '../ui/CurlMark';
import { Icon } from '../ui/Icon';
import { FooterFeed, feedSlides } from './FooterFeed';
import { Logo, logoLinkLabel } from './Logo';
import { NavLinks } from './NavLinks';
import { useFooterNavItems } from './navItems';
import { nameFromUrl } from './socialChannel';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

const text = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function Footer() {
  const { data: general } = useGetGeneralDataQuery();
  const { data: feed } = useGetSocialFeedQuery();
  const items = useFooterNavItems();
  const titles = general?.footerTitles;

  const title = text(titles?.instagram_title);
  const profileUrl = text(titles?.instagram_url);
  const profileHref = profileUrl && /^https?:\/\//i.test(profileUrl) ? profileUrl : undefined;
  const networkName = (profileHref && nameFromUrl(profileHref)) ?? 'Instagram';
  const visitLabel = text(titles?.instagram_button_label) ?? (profileHref ? `Visit ${networkName}` : undefined);
  const hasFeed = feedSlides(feed ?? [], profileHref).length > 0;
  const showStrip = hasFeed || Boolean(profileHref);

  return (
    <footer className="site-footer dark-panel">
      {showStrip && (
        <section
          className="site-footer__feed"
          aria-labelledby={title ? 'footer-feed-title' : undefined}
          aria-label={title ? undefined : networkName}
        >
          <div className="container site-footer__feed-inner">
            <div className="site-footer__feed-intro">
              <CurlMark className="site-footer__feed-mark" />
              {title && (
                <h2 id="footer-feed-title" className="site-footer__feed-title">
                  {title}
                </h2>
              )}
              {profileHref && visitLabel && (
                <a className="button site-footer__visit" href={profileHref} target="_blank" rel="noopener noreferrer">
                  {visitLabel}
                  <Icon name="external" size={18} />
                </a>
              )}
            </div>
            {hasFeed && <FooterFeed items={feed ?? []} networkName={networkName} fallbackHref={profileHref} />}
          </div>
        </section>
      )}
      <div className="container site-footer__main">
        <Link to={paths.home} className="site-footer__logo dark-panel__logo" aria-label={logoLinkLabel('home')}>
          <Logo />
        </Link>
        <NavLinks block="site-footer" label="Footer" items={items} />
        <SocialLinks variant="white" className="site-footer__social" />
      </div>
      <div className="container site-footer__base">
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {[config.brandName, config.brandTagline].filter(Boolean).join(' ')}
        </p>
      </div>
    </footer>
  );
}
