// /contact: how to reach the salon, the map, and the contact form.
import { useGetContactPageQuery } from '../../api/contentApi';
import { PageTitleFallback } from '../../layout/PageTitleFallback';
import { Seo } from '../../layout/Seo';
import { HeroPicture } from '../../ui/HeroPicture';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from '../../features/contact/ContactForm';
import { ContactMap } from './ContactMap';
import './ContactPage.css';

export function ContactPage() {
  const { data } = useGetContactPageQuery();
  const settings = data?.contactSettings;
  if (!settings) return <Seo page="contact" />;

  const title = settings.main_title?.trim();
  const location = settings.location?.trim();
  return (
    <div className="contact-page">
      <Seo page="contact" />
      <section className="contact-intro page-hero">
        <div className="container contact-intro__inner page-hero__inner">
          <div className="contact-intro__text">
            {title ? <h1 className="contact-intro__title">{title}</h1> : <PageTitleFallback page="contact" />}
            <ContactDetails settings={settings} />
          </div>
          <HeroPicture
            block="contact-intro"
            image={{ path: settings.main_image, width: 960, height: 1100, sizes: '(min-width: 64em) 40vw, 90vw' }}
          />
        </div>
      </section>

      <section className="contact-main section">
        <div className="container contact-main__inner">
          <ContactForm settings={settings} />
          <ContactMap
            url={settings.map_iframe_url}
            link={settings.translations?.[0]?.location_url}
            title={location ? `Map: ${location}` : 'Map to the salon'}
          />
        </div>
      </section>
    </div>
  );
}
