import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from '../../components/icons/LockKeyhole';
import { use, useId, useState } from 'react';
import { IDLE_LOCK_MINUTES } from '../../api/auth';
import { authMutations } from '../../api/auth-queries';
import { useTranslation } from '../../lib/i18n';
import { describeAuthError } from '../../api/auth-errors';
import { ConfirmGroup, PairedDevices } from './paired-devices';
import { SessionContext, type SessionValue } from '../../lib/session';

const MINUTES = Array.from(
  { length: IDLE_LOCK_MINUTES.max - IDLE_LOCK_MINUTES.min + 1 },
  (_, index) => IDLE_LOCK_MINUTES.min + index,
);

/**
 * Settings, live mode only: this device's name and idle lock (an owner changes it), Lock now for
 * everyone, and for owners the paired devices (revoke one) and signing everyone out.
 */
export function SignInSection() {
  const { t } = useTranslation(['sign-in', 'auth']);
  const value = use(SessionContext);
  if (!value?.session) return null;
  const { session, device, lockNow } = value;
  const owner = session.staff.role === 'owner';
  return (
    <section className="card" aria-labelledby="settings-sign-in">
      <h2 id="settings-sign-in">{t('settings.title')}</h2>
      <div>
        <p>{t('settings.device', { device: device.name })}</p>
        <p>
          {t('settings.signedIn', {
            name: session.staff.name,
            role: t(`auth:roles.${session.staff.role}`),
          })}
        </p>
      </div>
      <IdleLockField value={value} owner={owner} />
      <div className="field">
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="settings-lock-hint"
            onClick={lockNow}
          >
            <LockKeyhole aria-hidden="true" className="inline-icon" />
            {t('settings.lockNow')}
          </button>
        </div>
        <p id="settings-lock-hint" className="hint">
          {t('settings.lockHint')}
        </p>
      </div>
      {owner && <PairedDevices />}
      {owner && <SignOutEveryone />}
    </section>
  );
}

function IdleLockField({ value, owner }: { value: SessionValue; owner: boolean }) {
  const { t } = useTranslation(['sign-in', 'auth']);
  const id = useId();
  // A failure is kept as it came and put into words when shown, in the language of the moment.
  const saving = useMutation({
    ...authMutations.idleLock(),
    onSuccess: (state) => value.applyState(state),
  });
  const current = saving.isPending ? saving.variables : value.device.idleLockMinutes;

  return (
    <div className="field">
      <label htmlFor={id}>{t('settings.idleLock')}</label>
      <select
        id={id}
        className="input input--narrow"
        value={current}
        disabled={!owner || saving.isPending}
        aria-describedby={owner ? undefined : `${id}-owner-only`}
        onChange={(event) => saving.mutate(Number(event.target.value))}
      >
        {/* A value the server holds outside the range is shown, not replaced. */}
        {(MINUTES.includes(current) ? MINUTES : [...MINUTES, current]).map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('settings.minutes', { count: minutes })}
          </option>
        ))}
      </select>
      {!owner && (
        <p id={`${id}-owner-only`} className="hint">
          {t('settings.ownerOnly')}
        </p>
      )}
      <p role="status" className="status-text">
        {saving.isPending ? t('settings.saving') : saving.isSuccess ? t('settings.saved') : ''}
      </p>
      {saving.isError && (
        <p className="field__error" role="alert">
          {describeAuthError(saving.error, t)}
        </p>
      )}
    </div>
  );
}

function SignOutEveryone() {
  const { t } = useTranslation(['sign-in', 'auth']);
  const [confirming, setConfirming] = useState(false);
  // This device too: the pad comes up, saying everyone was signed out (the mutation says so).
  const signOut = useMutation(authMutations.signOutEveryone());

  return (
    <section className="stack stack--tight" aria-labelledby="settings-everyone">
      <h3 id="settings-everyone">{t('settings.everyone.title')}</h3>
      {confirming ? (
        <ConfirmGroup
          label={t('settings.everyone.signOut')}
          question={t('settings.everyone.confirm')}
          yes={t('settings.everyone.yes')}
          cancel={t('settings.everyone.cancel')}
          working={signOut.isPending}
          onYes={() => signOut.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              signOut.reset();
              setConfirming(true);
            }}
          >
            {t('settings.everyone.signOut')}
          </button>
        </div>
      )}
      {signOut.isError && (
        <p className="field__error" role="alert">
          {describeAuthError(signOut.error, t)}
        </p>
      )}
    </section>
  );
}
