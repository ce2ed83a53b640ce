// /login: the door to the salon's own area, where a 401 sends the owner (spec §8). Once signed in,
// the owner goes on to the page they asked for. Before any owner exists it says how to create one;
// the web never does.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useGetSignInStatusQuery } from '../../api/authApi';
import { returnPathFrom } from '../../features/auth/returnPath';
import { SignInForm } from '../../features/auth/SignInForm';
import { PasskeySignIn } from '../../features/passkeys/PasskeySignIn';
import { Logo, logoLinkLabel } from '../../layout/Logo';
import { MAIN_CONTENT_ID } from '../../layout/ScrollToTop';
import { Seo } from '../../layout/Seo';
import { paths } from '../../paths';
import './LoginPage.css';

function NoOwnerYet() {
  return (
    <div className="login-page__setup">
      <h2 className="login-page__subtitle">No owner account yet</h2>
      <p>
        Accounts are made on the server, never on the web. In the site’s folder on the server, run this with your own
        email address:
      </p>
      <pre className="login-page__command">
        <code>npm run owner:add -- you@example.com</code>
      </pre>
      <p>It asks you to choose a password (at least 12 characters). Then reload this page and sign in.</p>
    </div>
  );
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: status } = useGetSignInStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const next = returnPathFrom(location.search);
  const notice = (location.state as { notice?: string } | null)?.notice;

  const signedIn = status?.signedIn === true;
  // Signed in already (another tab, the back button): straight on to where the owner was going.
  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, next, navigate]);

  return (
    <main id={MAIN_CONTENT_ID} className="login-page" tabIndex={-1}>
      <Seo title="Sign in · Salon area" noindex />
      <div className="login-page__card">
        <Link to={paths.home} className="login-page__brand" aria-label={logoLinkLabel('back to the website')}>
          <Logo />
        </Link>
        <h1 className="login-page__title">Sign in</h1>
        <p className="login-page__text">The salon’s own area: messages from the website and the site’s activity.</p>
        {notice && (
          <p className="login-page__notice" role="status">
            {notice}
          </p>
        )}
        {(!status || signedIn) && (
          <p className="login-page__text" role="status">
            Loading…
          </p>
        )}
        {status && !status.ownerExists && <NoOwnerYet />}
        {status?.ownerExists && !signedIn && (
          <>
            <SignInForm onSignedIn={() => void navigate(next, { replace: true })} />
            <PasskeySignIn onSignedIn={() => void navigate(next, { replace: true })} />
          </>
        )}
      </div>
      <Link to={paths.home} className="login-page__back">
        Back to the website
      </Link>
    </main>
  );
}
