import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyAppUpdate, useAppUpdate } from '../../lib/app-update';
import { useTranslation } from '../../lib/i18n';
import { updatesHeld } from '../../lib/update-holds';
import './update-notice.css';

/** How long nobody must have touched the device before an update applies by itself. */
export const IDLE_BEFORE_UPDATE_MS = 60_000;
/** How often the notice looks whether the counter is idle. */
export const LOOK_EVERY_MS = 5_000;

export interface CounterActivity {
  /** A verdict or card on screen, a draft being typed (lib/update-holds.ts). */
  held: boolean;
  /** A write in flight. */
  writing: boolean;
  /** A dialog open (a redeem's confirmation, a reward). */
  dialogOpen: boolean;
  /** Since the last tap or key. */
  idleMs: number;
}

/**
 * An update may apply without a tap only when it can cost nothing: no verdict open, no draft being
 * typed, no write in flight, no dialog, and nobody at the device for a minute.
 */
export function mayUpdateBySelf(activity: CounterActivity): boolean {
  return (
    !activity.held &&
    !activity.writing &&
    !activity.dialogOpen &&
    activity.idleMs >= IDLE_BEFORE_UPDATE_MS
  );
}

/**
 * "A new version is ready": shown over the current screen without any navigation, with "Update
 * now" and "Later". Later hides the notice; the update still applies once the counter is idle.
 */
export default function UpdateNotice() {
  const { t } = useTranslation();
  const state = useAppUpdate();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastTouch = Date.now();
    const touched = () => {
      lastTouch = Date.now();
    };
    window.addEventListener('pointerdown', touched, true);
    window.addEventListener('keydown', touched, true);
    const timer = window.setInterval(() => {
      const activity: CounterActivity = {
        held: updatesHeld(),
        writing: queryClient.isMutating() > 0,
        dialogOpen: document.querySelector('dialog[open]') !== null,
        idleMs: Date.now() - lastTouch,
      };
      if (mayUpdateBySelf(activity)) applyAppUpdate();
    }, LOOK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', touched, true);
      window.removeEventListener('keydown', touched, true);
    };
  }, [queryClient]);

  if (hidden && state === 'ready') return null;
  const applying = state === 'applying';
  return (
    <div className="notice notice--info update-notice">
      <p className="notice__summary">{t('update.ready')}</p>
      <p className="notice__detail">{t('update.detail')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={applying}
          aria-busy={applying || undefined}
          onClick={applyAppUpdate}
        >
          {applying ? t('update.applying') : t('update.apply')}
        </button>
        {!applying && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setHidden(true)}
          >
            {t('update.later')}
          </button>
        )}
      </div>
    </div>
  );
}
