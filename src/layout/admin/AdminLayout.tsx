// The frame of every signed-in page of the salon's area: a bar with the brand, the account and
// "Sign out", the area's navigation and the page. The page's content is drawn once the session is
// known, and only when the account's role has the page's right (the server refuses the rest);
// without a session, the error catalogue's 401 takes the account to /login and back here after.
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hasRight, roleLabels, type Right, type Role } from '../../api/adminContract';
import { useGetSessionQuery, useSignOutMutation } from '../../api/authApi';
import { paths } from '../../paths';
import { Logo, logoLinkLabel } from '../Logo';
import { MAIN_CONTENT_ID } from '../ScrollToTop';
import { Seo } from '../Seo';
import { AdminNav } from './AdminNav';
import { navItemsFor } from './adminNavItems';
import './AdminLayout.css';

export interface AdminLayoutProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** What the account's role must have to see the page: none, every account's. */
  right?: Right;
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

/** A page the account's role does not include: what it does include instead. */
function NotInRole({ role }: { role: Role }) {
  return (
    <div className="area-card area-layout__not-in-role" role="status">
      <p>
        Your role ({roleLabels[role]}) does not include this page; the salon’s owner can change your role. What your
        role includes:
      </p>
      <ul className="area-actions">
        {navItemsFor(role).map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminLayout({ title, lead, right, children }: AdminLayoutProps) {
  const { data: session } = useGetSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const { pathname } = useLocation();
  const role = session?.account.role;
  const allowed = !right || (role !== undefined && hasRight(role, right));
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const navigate = useNavigate();

  const onSignOut = async () => {
    if (signingOut) return;
    const result = await signOut();
    if (!('error' in result)) void navigate(paths.login, { state: { notice: 'You have signed out.' } });
  };

  // The area's own address opens the first part the account's role has (every role has Account).
  const firstPart = role && !allowed && pathname.replace(/\/$/, '') === paths.admin ? navItemsFor(role)[0] : undefined;
  useEffect(() => {
    if (firstPart) void navigate(firstPart.to, { replace: true });
  }, [firstPart, navigate]);

  return (
    <div className="area-layout">
      <Seo title={`${title} · Salon area`} noindex />
      <header className="area-bar">
        <div className="area-bar__inner">
          <Link to={paths.admin} className="area-bar__brand" aria-label={logoLinkLabel('salon area')}>
            <Logo />
          </Link>
          <p className="area-bar__who">
            {session && (
              <>
                <span className="area-bar__email">{session.account.email}</span>
                <span className="area-bar__role">{roleLabels[session.account.role]}</span>
              </>
            )}
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
        <AdminNav role={role} />
        <main id={MAIN_CONTENT_ID} className="area-layout__main" tabIndex={-1}>
          <h1 className="area-layout__title">{title}</h1>
          {lead && <p className="area-layout__lead">{lead}</p>}
          {!session || firstPart ? <Waiting /> : allowed ? children : <NotInRole role={session.account.role} />}
        </main>
      </div>
    </div>
  );
}
