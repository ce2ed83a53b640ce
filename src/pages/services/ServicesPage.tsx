// The services page: hero video, the service icons, and one section per service. The route
// /services/section-service-{id} opens it scrolled to that service's section.
import { hasNumericId } from '../../api/dropNullItems';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useGetServicesPageQuery } from '../../api/contentApi';
import { PageContent } from '../../layout/PageContent';
import { serviceSectionId, serviceSectionPath, type NavigationState } from '../../paths';
import { usePrefersReducedMotion } from '../../ui/useMediaQuery';
import { ServiceIcons } from './ServiceIcons';
import { ServiceSection } from './ServiceSection';
import { ServicesHero } from './ServicesHero';
import './ServicesPage.css';

export function ServicesPage() {
  const { data, isLoading } = useGetServicesPageQuery();
  const { id: sectionId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const settings = data?.servicesPage;
  const services = (data?.services ?? []).filter(hasNumericId);
  const sectionIds = services.map((service) => serviceSectionId(service.id)).join(' ');
  const noScroll = Boolean((location.state as NavigationState | null)?.noScroll);
  // The section chosen from the icons, to take focus once the URL shows it.
  const focusOnArrival = useRef<string | null>(null);

  // A deep link jumps to its section once the section exists; an id that names no service, once the
  // services are known, goes to the page's top (the route change left the scroll alone for the deep
  // link). The jump is instant, as arriving at an anchor is; a section chosen from the icons was
  // already scrolled to. Nothing reflows the page after that: the site's own fonts never set a page
  // that is already drawn (src/styles/ownFonts.ts).
  useEffect(() => {
    if (!sectionId || isLoading) return;
    if (!sectionIds.split(' ').includes(sectionId)) {
      if (!noScroll) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // After the route change, whose focus handling would otherwise take it to the page's top.
    if (noScroll && focusOnArrival.current === sectionId) {
      document.getElementById(sectionId)?.focus({ preventScroll: true });
    }
    focusOnArrival.current = null;
    if (noScroll) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(sectionId)?.scrollIntoView({ behavior: 'instant', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [sectionId, sectionIds, noScroll, isLoading, location.key]);

  const empty = !settings && services.length === 0;

  const showService = (serviceId: number) => {
    const section = document.getElementById(serviceSectionId(serviceId));
    if (section) {
      section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      // Keyboard and screen-reader users land where the page scrolled to.
      section.focus({ preventScroll: true });
      focusOnArrival.current = section.id;
    }
    const state: NavigationState = { noScroll: true };
    void navigate(serviceSectionPath(serviceId), { replace: true, state });
  };

  return (
    <PageContent page="services" loading={isLoading} empty={empty} titled={Boolean(settings?.main_title?.trim())}>
      {settings && <ServicesHero settings={settings} />}
      <ServiceIcons services={services} onSelect={showService} />
      {services.length > 0 && (
        <div className="services__list">
          {services.map((service, index) => (
            <ServiceSection key={service.id} service={service} reversed={index % 2 === 1} />
          ))}
        </div>
      )}
    </PageContent>
  );
}
