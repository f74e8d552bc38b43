import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { authMutations, authQueries } from '../../api/auth-queries';
import { SERVICE_TIME_ZONE } from '../../api/service-time';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { describeAuthError } from '../../api/auth-errors';

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

/** Owners, in Settings: every device paired with this server; revoke one after a confirmation. */
export function PairedDevices() {
  const { t } = useTranslation('sign-in');
  const language = currentLanguage();
  const devices = useQuery(authQueries.devices());
  const [confirming, setConfirming] = useState<string | null>(null);
  // The list is the server's answer; this device revoked shows the pairing screen (the mutation
  // does both). Its outcome is kept as facts and put into words in the language of the moment.
  const revoke = useMutation(authMutations.revokeDevice());

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
                    working={revoke.isPending}
                    onYes={() => revoke.mutate(device, { onSuccess: () => setConfirming(null) })}
                    onCancel={() => setConfirming(null)}
                  />
                ) : (
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('settings.devices.revokeNamed', { name: device.name })}
                      onClick={() => {
                        revoke.reset();
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
        {revoke.isSuccess ? t('settings.devices.revoked', { name: revoke.variables.name }) : ''}
      </p>
      {revoke.isError && (
        <p className="field__error" role="alert">
          {describeAuthError(revoke.error, t)}
        </p>
      )}
    </section>
  );
}

/** An owner's "are you sure?" in place of the button that asked it: the question, yes, cancel. */
export function ConfirmGroup(props: {
  label: string;
  question: string;
  yes: string;
  cancel: string;
  working: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  // In place of the button that asked, which is gone: the focus goes to the safe answer, not to
  // the page.
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
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
      <button
        ref={cancel}
        type="button"
        className="button button--secondary"
        onClick={props.onCancel}
      >
        {props.cancel}
      </button>
    </div>
  );
}
