// The services page: hero video, the service icons, and one section per service. The route
// /services/section-service-{id} opens it scrolled to that service's section.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useGetServicesPageQuery } from '../../api/contentApi';
import type { Service } from '../../api/types';
import { serviceSectionId, serviceSectionPath, type NavigationState } from '../../app/paths';
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
  const services = (data?.services ?? []).filter(
    (service): service is Service => service != null && service.id != null,
  );
  const sectionIds = services.map((service) => serviceSectionId(service.id)).join(' ');
  const noScroll = Boolean((location.state as NavigationState | null)?.noScroll);

  // A deep link scrolls once the section exists; an id that names no service leaves the page at its top.
  useEffect(() => {
    if (!sectionId || noScroll || !sectionIds.split(' ').includes(sectionId)) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(sectionId)?.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [sectionId, sectionIds, noScroll, location.key]);

  if (isLoading) return <div className="services-placeholder" aria-busy="true" />;
  if (!settings && services.length === 0) return null;

  const showService = (serviceId: number) => {
    const section = document.getElementById(serviceSectionId(serviceId));
    if (section) {
      section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      // Keyboard and screen-reader users land where the page scrolled to.
      section.focus({ preventScroll: true });
    }
    const state: NavigationState = { noScroll: true };
    void navigate(serviceSectionPath(serviceId), { replace: true, state, preventScrollReset: true });
  };

  return (
    <div className="services">
      {settings && <ServicesHero settings={settings} />}
      <ServiceIcons services={services} onSelect={showService} />
      {services.length > 0 && (
        <div className="services__list">
          {services.map((service, index) => (
            <ServiceSection key={service.id} service={service} reversed={index % 2 === 1} />
          ))}
        </div>
      )}
    </div>
  );
}
