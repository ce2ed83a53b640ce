// The frame around every page: skip link, header, the routed page, footer and the app-wide overlays;
// around the salon's own pages, only the skip link and the overlays.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BookingOverlay } from '../features/booking/BookingOverlay';
import { ErrorPopup } from './ErrorPopup';
import { Footer } from './Footer';
import { Header } from './Header';
import { InsideLayoutContext } from './layoutContext';
import { Loader } from './Loader';
import { PageDrawn } from './pageDrawn';
import { MobileMenu } from './MobileMenu';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { MAIN_CONTENT_ID, ScrollToTop } from './ScrollToTop';
import './AppLayout.css';

export interface AppLayoutProps {
  /**
   * For the salon's own pages (the route contract's `area`): no visitor header, footer, menu or
   * booking; each page draws its own frame, landmarks included (layout/admin/AdminLayout).
   */
  area?: boolean;
}

export function AppLayout({ area = false }: AppLayoutProps) {
  const page = (
    // A page that fails keeps the site's frame around its error screen.
    <RouteErrorBoundary>
      {/* Shown only while a page's code arrives with nothing drawn yet (a page sent empty). */}
      <Suspense fallback={<Loader visible />}>
        <Outlet />
        <PageDrawn />
      </Suspense>
    </RouteErrorBoundary>
  );
  return (
    <InsideLayoutContext value={true}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <ScrollToTop />
      {area ? (
        page
      ) : (
        <div className="app-layout">
          <Header />
          <main id={MAIN_CONTENT_ID} className="app-layout__main" tabIndex={-1}>
            {page}
          </main>
          <Footer />
        </div>
      )}
      {!area && <MobileMenu />}
      <Loader />
      <ErrorPopup />
      {!area && <BookingOverlay />}
    </InsideLayoutContext>
  );
}
