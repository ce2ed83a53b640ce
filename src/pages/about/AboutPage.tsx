// The about page: banner, info boxes, mission, story, founder and the products the salon works with.
import { useGetAboutPageQuery } from '../../api/contentApi';
import { PageContent } from '../../layout/PageContent';
import { AboutBanner } from './AboutBanner';
import { AboutBoxes } from './AboutBoxes';
import { AboutFounder } from './AboutFounder';
import { AboutMission } from './AboutMission';
import { AboutProducts } from './AboutProducts';
import { AboutStory } from './AboutStory';
import './AboutPage.css';

export function AboutPage() {
  const { data, isLoading } = useGetAboutPageQuery();
  const settings = data?.aboutSettings;
  const boxes = data?.aboutBoxes ?? [];
  const features = data?.aboutProductFeatures ?? [];
  const brands = data?.aboutProductBrands ?? [];
  const empty = !settings && boxes.length === 0 && features.length === 0 && brands.length === 0;

  return (
    <PageContent page="about" loading={isLoading} empty={empty} titled={Boolean(settings?.banner_title?.trim())}>
      {settings && <AboutBanner settings={settings} />}
      <AboutBoxes boxes={boxes} />
      {settings && (
        <>
          <AboutMission settings={settings} />
          <AboutStory settings={settings} />
          <AboutFounder settings={settings} />
        </>
      )}
      <AboutProducts settings={settings ?? {}} features={features} brands={brands} />
    </PageContent>
  );
}
