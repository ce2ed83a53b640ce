// /login is where a 401 sends the visitor (spec §8); the site has no sign-in of its own to show.
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Seo } from '../../layout/Seo';
import './LoginPage.css';

export function LoginPage() {
  return (
    <section className="container login-page" aria-labelledby="login-title">
      <Seo title="Sign in" noindex />
      <p className="eyebrow">Sign in</p>
      <h1 id="login-title" className="login-page__title">
        Sign-in isn’t available on this site
      </h1>
      <p className="login-page__text">
        There are no visitor accounts here: every page is open to you as it is. If you followed a link that asked you to
        sign in, it may be out of date.
      </p>
      <Link to={paths.home} className="button">
        Back to Homepage
      </Link>
    </section>
  );
}
