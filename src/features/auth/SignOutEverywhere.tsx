// "Sign out everywhere": ends every session of the account (a phone left signed in, a shared
// computer), this one too, after asking.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSignOutEverywhereMutation } from '../../api/authApi';

export function SignOutEverywhere() {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();

  const onConfirm = async () => {
    const result = await signOutEverywhere();
    setAsking(false);
    if (!('error' in result)) {
      void navigate(paths.login, { state: { notice: 'You have signed out everywhere, on every browser and device.' } });
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        busy={isLoading}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(false)}
      >
        <p>
          Every browser and device signed in to your account is signed out, this one too. You can sign in again at once.
        </p>
      </ConfirmDialog>
    </>
  );
}
