// The account page's passkeys: the list (each renamed or removed in place), adding one, requiring a
// passkey to sign in and the recovery codes that stand in for it. Every change to how the owner
// signs in asks for the current password first, or a passkey for an account without a password
// (PasswordCheckDialog); such an account keeps its last passkey, and needs no requirement.
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useGetSessionQuery } from '../../api/authApi';
import { PASSKEY_NAME_MAX, type Confirmation, type PasskeySummary } from '../../api/passkeyContract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { controlProps, FormField } from '../../ui/FormField';
import { formatDateTime } from '../../ui/formatDateTime';
import { fieldProblem, passkeyProblem } from './passkeyErrors';
import {
  useAddPasskeyMutation,
  useGetPasskeysQuery,
  useRegistrationOptionsMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useRenewRecoveryCodesMutation,
  useSetPasskeyRequiredMutation,
} from './passkeyApi';
import { PasswordCheckDialog } from './PasswordCheckDialog';
import { useWebAuthnSupport } from './useWebAuthnSupport';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import './PasskeySettings.css';

type Asking =
  | { kind: 'add'; name: string }
  | { kind: 'remove'; passkey: PasskeySummary }
  | { kind: 'require' }
  | { kind: 'release' }
  | { kind: 'renew' };

const TITLES: Record<Asking['kind'], string> = {
  add: 'Confirm it’s you',
  remove: 'Remove this passkey?',
  require: 'Require a passkey?',
  release: 'Stop requiring a passkey?',
  renew: 'Make new recovery codes?',
};

const CONFIRM_LABELS: Record<Asking['kind'], string> = {
  add: 'Continue',
  remove: 'Remove the passkey',
  require: 'Require a passkey',
  release: 'Stop requiring it',
  renew: 'Make new codes',
};

function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: (renamed: string | null) => void }) {
  const id = useId();
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const errors = problem ? [problem] : [];

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!name.trim()) {
      setProblem('Give the passkey a name.');
      return;
    }
    try {
      await rename({ id: passkey.id, name }).unwrap();
      onDone(name.trim());
    } catch (error) {
      setProblem(fieldProblem(error, 'name') ?? passkeyProblem(error));
    }
  };

  return (
    <form className="passkey-list__rename" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField id={`${id}-name`} label={`New name for “${passkey.name}”`} errors={errors}>
        <input
          {...controlProps(`${id}-name`, { errors })}
          ref={input}
          name="name"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone(null);
          }}
        />
      </FormField>
      <div className="passkey-list__actions">
        <button type="submit" className="button" aria-disabled={isLoading || undefined}>
          {isLoading ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PasskeyItem({
  passkey,
  onRemove,
  onRenamed,
}: {
  passkey: PasskeySummary;
  onRemove: () => void;
  onRenamed: (name: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Once the rename form closes, focus goes back to the button that opened it.
  const refocus = useRef(false);
  useEffect(() => {
    if (renaming || !refocus.current) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  return (
    <li className="passkey-list__item">
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onDone={(name) => {
            refocus.current = true;
            setRenaming(false);
            if (name) onRenamed(name);
          }}
        />
      ) : (
        <>
          <div className="passkey-list__about">
            <h3 className="passkey-list__name">{passkey.name}</h3>
            <p className="passkey-list__facts">
              Added {formatDateTime(passkey.created_at)} ·{' '}
              {passkey.last_used_at ? `last used ${formatDateTime(passkey.last_used_at)}` : 'not used yet'}
              {passkey.synced && ' · synced to your other devices'}
            </p>
          </div>
          <div className="passkey-list__actions">
            <button type="button" className="button button--ghost" ref={renameButton} onClick={() => setRenaming(true)}>
              Rename<span className="visually-hidden"> {passkey.name}</span>
            </button>
            <button type="button" className="button button--ghost" onClick={onRemove}>
              Remove<span className="visually-hidden"> {passkey.name}</span>
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function PasskeySettings() {
  const id = useId();
  const { data, isLoading, isError, refetch } = useGetPasskeysQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const supported = useWebAuthnSupport(true);

  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [askCount, setAskCount] = useState(0);
  const [askProblem, setAskProblem] = useState<string | null>(null);
  const [lastOne, setLastOne] = useState<PasskeySummary | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const [registrationOptions] = useRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const [setRequired] = useSetPasskeyRequiredMutation();
  const [renewCodes] = useRenewRecoveryCodesMutation();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const { data: session } = useGetSessionQuery();
  const hasPassword = session?.account.hasPassword !== false;

  const ask = (what: Asking) => {
    setAskProblem(null);
    setAskCount((n) => n + 1);
    setAsking(what);
  };

  const onAdd = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setNameProblem('Give the passkey a name, such as the device it is on (“Ana’s phone”).');
      return;
    }
    setNameProblem(null);
    ask({ kind: 'add', name: trimmed });
  };

  /** The password (or a passkey) confirmed it: what was asked for happens. */
  const onConfirm = async (confirmation: Confirmation) => {
    if (!asking || busy) return;
    setBusy(true);
    setAskProblem(null);
    try {
      if (asking.kind === 'add') {
        const options = await registrationOptions(confirmation).unwrap();
        setAsking(null);
        try {
          const response = await startRegistration({ optionsJSON: options.data });
          await addPasskey({ name: asking.name, response }).unwrap();
          setName('');
          setNotice(
            `The passkey “${asking.name}” is added. Next time, choose “Sign in with a passkey” on the sign-in page.`,
          );
        } catch (error) {
          setNameProblem(fieldProblem(error, 'name') ?? passkeyProblem(error));
        }
      } else if (asking.kind === 'remove') {
        await removePasskey({ id: asking.passkey.id, ...confirmation }).unwrap();
        setAsking(null);
        setNotice(
          `The passkey “${asking.passkey.name}” is removed: it no longer signs you in. You may also delete it from the device or password manager that keeps it.`,
        );
        // Its item is gone: focus goes to the list's heading once the dialog has closed.
        requestAnimationFrame(() => listHeading.current?.focus());
      } else if (asking.kind === 'require') {
        const answer = await setRequired({ required: true, ...confirmation }).unwrap();
        setAsking(null);
        setNotice('A passkey is now required to sign in: a password alone no longer does.');
        setCodes(answer?.data.recoveryCodes ?? null);
      } else if (asking.kind === 'release') {
        await setRequired({ required: false, ...confirmation }).unwrap();
        setAsking(null);
        setNotice(
          'A passkey is no longer required: your password alone signs you in again. The recovery codes are gone.',
        );
        setCodes(null);
      } else {
        const answer = await renewCodes(confirmation).unwrap();
        setAsking(null);
        setNotice('New recovery codes are made: the old ones no longer work.');
        setCodes(answer.data.recoveryCodes);
      }
    } catch (error) {
      setAskProblem(fieldProblem(error, 'current_password') ?? fieldProblem(error, 'passkey') ?? passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const passkeys = data?.passkeys ?? [];
  const required = data?.required ?? false;

  return (
    <div className="passkey-settings">
      <p>
        A passkey signs you in with the fingerprint, face or PIN of your phone or computer, without a password. It only
        works on this site, so a fake page cannot catch it the way it can catch a password.
      </p>
      <p className="area-notice" role="status">
        {notice}
      </p>
      {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}

      <h3 className="passkey-settings__subtitle" ref={listHeading} tabIndex={-1}>
        Your passkeys
      </h3>
      {isLoading && (
        <p className="passkey-settings__state" role="status">
          Loading passkeys…
        </p>
      )}
      {isError && !data && (
        <div className="passkey-settings__state passkey-settings__state--error" role="alert">
          <p>Your passkeys could not be loaded.</p>
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && passkeys.length === 0 && (
        <p className="passkey-settings__state">No passkey yet. Add one below, on the phone or computer you use most.</p>
      )}
      {passkeys.length > 0 && (
        <ul className="passkey-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRenamed={(newName) => setNotice(`The passkey is renamed “${newName}”.`)}
              onRemove={() =>
                (required || !hasPassword) && passkeys.length === 1
                  ? setLastOne(passkey)
                  : ask({ kind: 'remove', passkey })
              }
            />
          ))}
        </ul>
      )}

      {data &&
        (supported ? (
          <form className="passkey-settings__add" noValidate onSubmit={onAdd} aria-label="Add a passkey">
            <FormField
              id={`${id}-name`}
              label="Name of the new passkey"
              hint="Say where it is, such as “Ana’s phone” or “Salon laptop”."
              errors={nameProblem ? [nameProblem] : []}
            >
              <input
                ref={nameInput}
                {...controlProps(`${id}-name`, {
                  hint: 'Say where it is, such as “Ana’s phone” or “Salon laptop”.',
                  errors: nameProblem ? [nameProblem] : [],
                })}
                name="passkey_name"
                maxLength={PASSKEY_NAME_MAX}
                autoComplete="off"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <button type="submit" className="button passkey-settings__add-button">
              Add a passkey
            </button>
          </form>
        ) : (
          <p className="passkey-settings__state">
            This browser cannot make passkeys. Open this page in a recent Safari, Chrome, Edge, Firefox or Samsung
            Internet to add one.
          </p>
        ))}

      {data && !hasPassword && (
        <div className="passkey-settings__requirement">
          <h3 className="passkey-settings__subtitle">Only a passkey signs you in</h3>
          <p>
            Your account has no password, so no password can be stolen or guessed. Keep a second way in, so that losing
            this device does not lock you out: add a passkey on another phone or computer (one kept by a password
            manager moves to your other devices by itself), or set a password above.
          </p>
        </div>
      )}

      {data && hasPassword && (
        <div className="passkey-settings__requirement">
          <h3 className="passkey-settings__subtitle">Require a passkey to sign in</h3>
          {required ? (
            <>
              <p>
                <strong>On.</strong> A password alone does not sign in to your account. Recovery codes left:{' '}
                {data.recoveryCodesLeft} of 10.
                {data.recoveryCodesLeft <= 3 && ' Make new ones before they run out.'}
              </p>
              <div className="passkey-list__actions">
                <button type="button" className="button button--ghost" onClick={() => ask({ kind: 'renew' })}>
                  Make new recovery codes
                </button>
                <button type="button" className="button button--ghost" onClick={() => ask({ kind: 'release' })}>
                  Stop requiring a passkey
                </button>
              </div>
            </>
          ) : passkeys.length > 0 ? (
            <>
              <p>
                <strong>Off.</strong> Turn it on so that a stolen or phished password is not enough to get in. You get
                ten recovery codes, for the day you lose your passkey.
              </p>
              <button type="button" className="button" onClick={() => ask({ kind: 'require' })}>
                Require a passkey
              </button>
            </>
          ) : (
            <p>
              <strong>Off.</strong> Add a passkey first; then you can require it.
            </p>
          )}
        </div>
      )}

      <PasswordCheckDialog
        key={askCount}
        open={asking !== null}
        title={asking ? TITLES[asking.kind] : ''}
        confirmLabel={asking ? CONFIRM_LABELS[asking.kind] : ''}
        busy={busy}
        problem={askProblem}
        onConfirm={(confirmation) => void onConfirm(confirmation)}
        onClose={() => setAsking(null)}
      >
        {asking?.kind === 'add' &&
          (hasPassword ? (
            <p>Enter your password, then follow your browser: it asks for your fingerprint, face or PIN.</p>
          ) : (
            <p>Confirm with a passkey you have, then follow your browser again: it makes the new one.</p>
          ))}
        {asking?.kind === 'remove' && <p>“{asking.passkey.name}” will no longer sign you in.</p>}
        {asking?.kind === 'require' && (
          <p>
            A password alone will no longer sign in. Next you see ten recovery codes, once: save them, they are your way
            in if you lose your passkey.
          </p>
        )}
        {asking?.kind === 'release' && (
          <p>Your password alone will sign in again, and the recovery codes stop working. Your passkeys stay.</p>
        )}
        {asking?.kind === 'renew' && <p>You get ten new codes; the ones you saved before stop working.</p>}
      </PasswordCheckDialog>
      {hasPassword ? (
        <ConfirmDialog
          open={lastOne !== null}
          title="This is your only passkey"
          confirmLabel="Stop requiring a passkey"
          cancelLabel="Keep it"
          onConfirm={() => {
            setLastOne(null);
            ask({ kind: 'release' });
          }}
          onClose={() => setLastOne(null)}
        >
          <p>
            Your account requires a passkey, so its last one stays. Add another passkey first, or stop requiring a
            passkey; then you can remove it.
          </p>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={lastOne !== null}
          title="This is your only passkey"
          confirmLabel="Add another passkey"
          cancelLabel="Keep it"
          onConfirm={() => {
            setLastOne(null);
            requestAnimationFrame(() => nameInput.current?.focus());
          }}
          onClose={() => setLastOne(null)}
        >
          <p>
            Your account has no password, so this passkey is your only way in: it stays. Add another passkey, or set a
            password above; then you can remove it.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
