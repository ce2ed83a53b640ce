// The owner's account in the salon area: the password (or a first one, for an account that joined
// with a passkey), passkeys, signing out everywhere, email
// notifications, the salon's time zone and, for those who read the visits, the weekly report by email.
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
        <section className="area-card" aria-labelledby="account-password">
          <h2 id="account-password" className="area-card__title">
            {hasPassword ? 'Change your password' : 'Set a password'}
          </h2>
          <PasswordForm hasPassword={hasPassword} confirmWithPasskey={confirmWithPasskey} />
        </section>
        <section className="area-card" aria-labelledby="account-passkeys">
          <h2 id="account-passkeys" className="area-card__title">
            Passkeys
          </h2>
          <PasskeySettings />
        </section>
        <section className="area-card" aria-labelledby="account-sessions">
          <h2 id="account-sessions" className="area-card__title">
            Signed in elsewhere?
          </h2>
          <SessionLifetime />
          <SignOutEverywhere />
        </section>
        {readsMessages && (
          <section className="area-card" aria-labelledby="account-notifications">
            <h2 id="account-notifications" className="area-card__title">
              Email notifications
            </h2>
            <NotificationStatus />
          </section>
        )}
        <section className="area-card" aria-labelledby="account-time-zone">
          <h2 id="account-time-zone" className="area-card__title">
            Time zone
          </h2>
          <SalonTimeZone />
        </section>
        {readsVisits && (
          <section className="area-card" aria-labelledby="account-weekly-report">
            <h2 id="account-weekly-report" className="area-card__title">
              Weekly report
            </h2>
            <WeeklyReportSetting />
          </section>
        )}
      </div>
    </AdminLayout>
  );
}
