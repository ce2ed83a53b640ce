// What the visitor sees for a page that does not exist: the /404 route, the catch-all and a 404
// route error all show this.
import { Link } from 'react-router';
import { paths } from '../paths';
import { NotFoundIllustration } from './NotFoundIllustration';
import { Seo } from './Seo';
import './NotFoundContent.css';

export function NotFoundContent() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <Seo title="Page not found" description="The page you were looking for could not be found." noindex />
      <div className="not-found__art">
        <NotFoundIllustration className="not-found__illustration" />
      </div>
      <div className="not-found__copy">
        <p className="not-found__code">404</p>
        <h1 id="not-found-title" className="not-found__title">
          This page has gone a little frizzy
        </h1>
        <p className="not-found__text">
          We looked everywhere, but the page you asked for isn’t here. It may have moved, or the link may be out of
          date.
        </p>
        <Link to={paths.home} className="button button--accent not-found__button">
          Back to Homepage
        </Link>
      </div>
    </section>
  );
}
