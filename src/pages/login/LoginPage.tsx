// /login: the door to the salon's own area, where a 401 sends the owner (spec §8). Once signed in,
// the owner goes on to the page they asked for. Before any owner exists it says how to create one
// (the first account is made on the server). /join, the same door, takes an invitation's link: the
// invitee chooses a password and may add a passkey, or (where the browser can) makes a passkey
// instead of the password, and goes on into the area.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useGetSignInStatusQuery } from '../../api/authApi';
import { returnPathFrom } from '../../features/auth/returnPath';
import { SignInForm } from '../../features/auth/SignInForm';
import { FirstPasskey } from '../../features/passkeys/FirstPasskey';
import { JoinWithPasskey } from '../../features/passkeys/JoinWithPasskey';
import { PasskeySignIn } from '../../features/passkeys/PasskeySignIn';
import { useWebAuthnSupport } from '../../features/passkeys/useWebAuthnSupport';
import { JoinForm } from '../../features/team/JoinForm';
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
        The first account is made on the server (later ones by invitation). In the site’s folder on the server, run this
        with your own email address:
      </p>
      <pre className="login-page__command">
        <code>npm run owner:add -- you@example.com</code>
      </pre>
      <p>It asks you to choose a password (at least 12 characters). Then reload this page and sign in.</p>
    </div>
  );
}

/** /join: an invitation's link, then a passkey the new member may add at once; or a passkey alone. */
function JoinPage() {
  const navigate = useNavigate();
  const [joinedWith, setJoinedWith] = useState<string | null>(null);
  const enter = useCallback(() => void navigate(paths.admin, { replace: true }), [navigate]);
  // The token is read in the browser only: before, nothing is offered.
  const passkeys = useWebAuthnSupport(false);
  return (
    <Door title="Join the salon area" text="The salon’s own area: its messages, its website and its team.">
      {joinedWith === null ? (
        <JoinForm
          onJoined={setJoinedWith}
          withPasskey={
            passkeys
              ? ({ token, onPassword }) => <JoinWithPasskey token={token} onPassword={onPassword} onDone={enter} />
              : undefined
          }
        />
      ) : (
        <FirstPasskey password={joinedWith} onDone={enter} />
      )}
    </Door>
  );
}

/** The card every way into the area shares: the brand, a title, a line, and the way in. */
function Door({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="login-page" tabIndex={-1}>
      <Seo title={`${title} · Salon area`} noindex />
      <div className="login-page__card">
        <Link to={paths.home} className="login-page__brand" aria-label={logoLinkLabel('back to the website')}>
          <Logo />
        </Link>
        <h1 className="login-page__title">{title}</h1>
        <p className="login-page__text">{text}</p>
        {children}
      </div>
      <Link to={paths.home} className="login-page__back">
        Back to the website
      </Link>
    </main>
  );
}

export function LoginPage() {
  const location = useLocation();
  return location.pathname.replace(/\/$/, '') === paths.join ? <JoinPage /> : <SignInPage />;
}

function SignInPage() {
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
    <Door title="Sign in" text="The salon’s own area: messages from the website and the site’s activity.">
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
    </Door>
  );
}
