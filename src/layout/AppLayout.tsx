// The frame around every page: skip link, header, the routed page, footer and the app-wide overlays.
import { Outlet } from 'react-router';
import { BookingOverlay } from './BookingOverlay';
import { ErrorPopup } from './ErrorPopup';
import { Footer } from './Footer';
import { Header } from './Header';
import { Loader } from './Loader';
import { ScrollToTop } from './ScrollToTop';

export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Loader />
      <ErrorPopup />
      <BookingOverlay />
    </>
  );
}
