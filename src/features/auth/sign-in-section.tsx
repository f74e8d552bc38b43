import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { use, useId, useState } from 'react';
import {
  IDLE_LOCK_MINUTES,
  listDevices,
  revokeDevice,
  setIdleLockMinutes,
  signOutEveryone,
  type PairedDevice,
} from '../../api/auth';
import { SERVICE_TIME_ZONE } from '../../api/service-time';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { describeAuthError, reportAuthError, reportSessionEnded } from '../../api/auth-errors';
import { SessionContext, type SessionValue } from '../../lib/session';

const MINUTES = Array.from(
  { length: IDLE_LOCK_MINUTES.max - IDLE_LOCK_MINUTES.min + 1 },
  (_, index) => IDLE_LOCK_MINUTES.min + index,
);

const devicesKey = ['auth', 'devices'] as const;

/** "Nov 21, 2026, 10:30 AM" in the service's zone (the zone the shop's records are kept in). */
function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SERVICE_TIME_ZONE,
  }).format(date);
}

/**
 * Settings, live mode only: this device's name and idle lock (an owner changes it), Lock now for
 * everyone, and for owners the paired devices (revoke one) and signing everyone out.
 */
export function SignInSection() {
  const { t } = useTranslation('auth');
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
            role: t(`roles.${session.staff.role}`),
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
  const { t } = useTranslation('auth');
  const id = useId();
  const [saving, setSaving] = useState<number | null>(null);
  // Failures are kept as they came and put into words when shown, in the language of the moment.
  const [result, setResult] = useState<{ saved: true } | { error: unknown } | null>(null);
  const current = saving ?? value.device.idleLockMinutes;

  async function change(minutes: number) {
    setSaving(minutes);
    setResult(null);
    try {
      value.applyState(await setIdleLockMinutes(minutes));
      setResult({ saved: true });
    } catch (error) {
      reportAuthError(error);
      setResult({ error });
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('settings.idleLock')}</label>
      <select
        id={id}
        className="input input--narrow"
        value={current}
        disabled={!owner || saving !== null}
        aria-describedby={owner ? undefined : `${id}-owner-only`}
        onChange={(event) => void change(Number(event.target.value))}
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
        {saving !== null
          ? t('settings.saving')
          : result && 'saved' in result
            ? t('settings.saved')
            : ''}
      </p>
      {result && 'error' in result && (
        <p className="field__error" role="alert">
          {describeAuthError(result.error, t)}
        </p>
      )}
    </div>
  );
}

function PairedDevices() {
  const { t } = useTranslation('auth');
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: async () => {
      try {
        return await listDevices();
      } catch (error) {
        reportAuthError(error);
        throw error;
      }
    },
  });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Kept as facts and put into words when shown, in the language of the moment.
  const [outcome, setOutcome] = useState<{ revoked: string } | { error: unknown } | null>(null);

  async function revoke(device: PairedDevice) {
    setWorking(true);
    setOutcome(null);
    try {
      queryClient.setQueryData(devicesKey, await revokeDevice(device.id));
      setConfirming(null);
      setOutcome({ revoked: device.name });
      // This device: it is not paired any more, and shows the pairing screen.
      if (device.current) reportSessionEnded('unpaired');
    } catch (error) {
      reportAuthError(error);
      setOutcome({ error });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="settings-devices">
      <h3 id="settings-devices">{t('settings.devices.title')}</h3>
      {devices.isPending ? (
        <p role="status">{t('settings.devices.loading')}</p>
      ) : devices.isError ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__summary">{t('settings.devices.failed')}</p>
          <p className="notice__detail">{describeAuthError(devices.error, t)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void devices.refetch()}
          >
            {t('settings.devices.retry')}
          </button>
        </div>
      ) : devices.data.length === 0 ? (
        <p>{t('settings.devices.empty')}</p>
      ) : (
        <ul className="paired-devices">
          {devices.data.map((device) => (
            <li key={device.id} className="paired-device">
              <p className="paired-device__name">
                <strong>{device.name}</strong>
                {device.current && (
                  <span className="badge">{t('settings.devices.thisDevice')}</span>
                )}
              </p>
              <p className="hint">
                {t('settings.devices.paired', {
                  date: formatMoment(device.pairedAt, language),
                  name: device.pairedBy,
                })}
              </p>
              <p>
                {device.revokedAt
                  ? t('settings.devices.revokedAt', {
                      date: formatMoment(device.revokedAt, language),
                    })
                  : t('settings.devices.active')}
              </p>
              {!device.revokedAt &&
                (confirming === device.id ? (
                  <ConfirmGroup
                    label={t('settings.devices.revokeNamed', { name: device.name })}
                    question={t(
                      device.current
                        ? 'settings.devices.revokeConfirmThis'
                        : 'settings.devices.revokeConfirm',
                      { name: device.name },
                    )}
                    yes={t('settings.devices.revokeYes')}
                    cancel={t('settings.devices.cancel')}
                    working={working}
                    onYes={() => void revoke(device)}
                    onCancel={() => setConfirming(null)}
                  />
                ) : (
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('settings.devices.revokeNamed', { name: device.name })}
                      onClick={() => {
                        setOutcome(null);
                        setConfirming(device.id);
                      }}
                    >
                      {t('settings.devices.revoke')}
                    </button>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="status-text">
        {outcome && 'revoked' in outcome
          ? t('settings.devices.revoked', { name: outcome.revoked })
          : ''}
      </p>
      {outcome && 'error' in outcome && (
        <p className="field__error" role="alert">
          {describeAuthError(outcome.error, t)}
        </p>
      )}
    </section>
  );
}

function SignOutEveryone() {
  const { t } = useTranslation('auth');
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<{ failure: unknown } | null>(null);

  async function signOut() {
    setWorking(true);
    setError(null);
    try {
      await signOutEveryone();
      setConfirming(false);
      // This device too: the pad comes up, saying everyone was signed out.
      reportSessionEnded('signed-out');
    } catch (failure) {
      reportAuthError(failure);
      setError({ failure });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="settings-everyone">
      <h3 id="settings-everyone">{t('settings.everyone.title')}</h3>
      {confirming ? (
        <ConfirmGroup
          label={t('settings.everyone.signOut')}
          question={t('settings.everyone.confirm')}
          yes={t('settings.everyone.yes')}
          cancel={t('settings.everyone.cancel')}
          working={working}
          onYes={() => void signOut()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {t('settings.everyone.signOut')}
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {describeAuthError(error.failure, t)}
        </p>
      )}
    </section>
  );
}

/** An owner's "are you sure?" in place of the button that asked it: the question, yes, cancel. */
function ConfirmGroup(props: {
  label: string;
  question: string;
  yes: string;
  cancel: string;
  working: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="confirm">
      <p>{props.question}</p>
      <button
        type="button"
        className="button button--danger"
        disabled={props.working}
        aria-busy={props.working || undefined}
        onClick={props.onYes}
      >
        {props.yes}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onCancel}>
        {props.cancel}
      </button>
    </div>
  );
}
