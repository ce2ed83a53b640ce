// The frame of every signed-in page of the salon's area: a bar with the brand, the owner and
// "Sign out", the area's navigation and the page. The page's content is drawn once the session is
// known; without one, the error catalogue's 401 takes the owner to /login and back here after.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGetSessionQuery, useSignOutMutation } from '../../api/authApi';
import { paths } from '../../paths';
import { Logo, logoLinkLabel } from '../Logo';
import { MAIN_CONTENT_ID } from '../ScrollToTop';
import { Seo } from '../Seo';
import { AdminNav } from './AdminNav';
import './AdminLayout.css';

export interface AdminLayoutProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** Shown while the session is looked up: the frame stays, the page waits. */
function Waiting() {
  return (
    <p className="area-layout__waiting" role="status">
      Loading…
    </p>
  );
}

export function AdminLayout({ title, lead, children }: AdminLayoutProps) {
  const { data: session } = useGetSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const navigate = useNavigate();

  const onSignOut = async () => {
    if (signingOut) return;
    const result = await signOut();
    if (!('error' in result)) void navigate(paths.login, { state: { notice: 'You have signed out.' } });
  };

  return (
    <div className="area-layout">
      <Seo title={`${title} · Salon area`} noindex />
      <header className="area-bar">
        <div className="area-bar__inner">
          <Link to={paths.admin} className="area-bar__brand" aria-label={logoLinkLabel('salon area: messages')}>
            <Logo />
          </Link>
          <p className="area-bar__who">
            {session && <span className="area-bar__email">{session.account.email}</span>}
            <Link to={paths.home} className="area-bar__site">
              View website
            </Link>
          </p>
          <button
            type="button"
            className="button button--ghost area-bar__sign-out"
            onClick={() => void onSignOut()}
            aria-disabled={signingOut || undefined}
            disabled={!session}
          >
            Sign out
          </button>
        </div>
      </header>
      <div className="area-layout__body">
        <AdminNav signedIn={session !== undefined} />
        <main id={MAIN_CONTENT_ID} className="area-layout__main" tabIndex={-1}>
          <h1 className="area-layout__title">{title}</h1>
          {lead && <p className="area-layout__lead">{lead}</p>}
          {session ? children : <Waiting />}
        </main>
      </div>
    </div>
  );
}
