// The home page: every block is filled from the general data loaded at app start, and a block
// with nothing to show is left out.
import { useGetGeneralDataQuery, useGetServicesPageQuery } from '../../api/contentApi';
import { PageContent } from '../../layout/PageContent';
import { HomeBanner } from './HomeBanner';
import { HomeFounder } from './HomeFounder';
import { HomeGallery } from '../../features/home/HomeGallery';
import { HomeMission } from './HomeMission';
import { HomeServices } from './HomeServices';
import { HomeTestimonials } from './HomeTestimonials';
import { HomeWhatWeDo } from './HomeWhatWeDo';
import './HomePage.css';

export function HomePage() {
  const { data, isLoading } = useGetGeneralDataQuery();
  const { data: servicesData } = useGetServicesPageQuery();
  const settings = data?.homeSettings;
  const testimonials = data?.testimonials ?? [];
  const galleryItems = data?.galleryItems ?? [];
  const empty = !settings && testimonials.length === 0 && galleryItems.length === 0;

  return (
    <PageContent page="home" loading={isLoading} empty={empty} titled={Boolean(settings?.banner_title?.trim())}>
      {settings && (
        <>
          <HomeBanner settings={settings} />
          <HomeWhatWeDo settings={settings} />
          <HomeFounder settings={settings} />
          <HomeMission settings={settings} />
          <HomeServices settings={settings} services={servicesData?.services ?? []} />
        </>
      )}
      <HomeTestimonials title={settings?.testimonials_title} testimonials={testimonials} />
      <HomeGallery title={settings?.gallery_title} buttonLabel={settings?.gallery_button_label} items={galleryItems} />
    </PageContent>
  );
}
