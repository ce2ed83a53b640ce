// The owner's account in the salon area: the password (or a first one, for an account that joined
// with a passkey), passkeys, signing out everywhere, email
// notifications, the salon's time zone and, for those who read the visits, the weekly report by email.
import type { ReactNode } from 'react';
import { useHasRight } from '../../api/accountRights';
import { useGetSessionQuery } from '../../api/authApi';
import { NotificationStatus } from '../../features/auth/NotificationStatus';
import { PasswordForm } from '../../features/auth/PasswordForm';
import { SessionLifetime } from '../../features/auth/SessionLifetime';
import { SignOutEverywhere } from '../../features/auth/SignOutEverywhere';
import { PasskeySettings } from '../../features/passkeys/PasskeySettings';
import { usePasskeyConfirmation } from '../../features/passkeys/usePasskeyConfirmation';
import { WeeklyReportSetting } from '../../features/weeklyReport/WeeklyReportSetting';
import { AdminLayout } from '../../layout/admin/AdminLayout';
import { SalonTimeZone } from './SalonTimeZone';
import './AccountPage.css';

/** One of the page's cards, named by its heading. */
function AccountCard({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className="area-card" aria-labelledby={`account-${name}`}>
      <h2 id={`account-${name}`} className="area-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AccountPage() {
  const readsVisits = useHasRight('visits');
  // New messages' emails are of interest to those who read the messages (and only they may ask).
  const readsMessages = useHasRight('messages');
  // An account that joined with a passkey has no password until it sets one.
  const hasPassword = useGetSessionQuery().data?.account.hasPassword !== false;
  const confirmWithPasskey = usePasskeyConfirmation();
  return (
    <AdminLayout title="Account">
      <div className="account-page">
        <AccountCard name="password" title={hasPassword ? 'Change your password' : 'Set a password'}>
          <PasswordForm hasPassword={hasPassword} confirmWithPasskey={confirmWithPasskey} />
        </AccountCard>
        <AccountCard name="passkeys" title="Passkeys">
          <PasskeySettings />
        </AccountCard>
        <AccountCard name="sessions" title="Signed in elsewhere?">
          <SessionLifetime />
          <SignOutEverywhere />
        </AccountCard>
        {readsMessages && (
          <AccountCard name="notifications" title="Email notifications">
            <NotificationStatus />
          </AccountCard>
        )}
        <AccountCard name="time-zone" title="Time zone">
          <SalonTimeZone />
        </AccountCard>
        {readsVisits && (
          <AccountCard name="weekly-report" title="Weekly report">
            <WeeklyReportSetting />
          </AccountCard>
        )}
      </div>
    </AdminLayout>
  );
}
