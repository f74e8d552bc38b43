import { LockKeyhole } from '../../components/icons/LockKeyhole';
import { UserRound } from '../../components/icons/UserRound';
import { lazy, Suspense, use, useCallback, useId, useRef, useState } from 'react';
import { currentLanguage, loadNamespaces, useTranslation } from '../../lib/i18n';
import { useDismiss } from '../../lib/use-dismiss';
import { SessionContext } from '../../lib/session';
import '../../components/staff-chip.css';

// Loaded when the panel first opens, with its strings: the counter's first load carries none of it.
const TillToday = lazy(() =>
  Promise.all([import('./till-today'), loadNamespaces(['sign-in'], currentLanguage())]).then(
    ([module]) => ({ default: module.TillToday }),
  ),
);

/**
 * Live mode's staff chip: who is signed in on this device (the session's name, the device's),
 * not the device settings' names. One tap shows who, offers "Lock now" and today's figures of this
 * till and this person; names are not edited here (each person signs in with their own PIN).
 */
export function LiveStaffChip() {
  const { t } = useTranslation('auth');
  const value = use(SessionContext);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const chip = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Closes on Esc (focus back on the chip), and when a tap or focus lands elsewhere.
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, chip);

  if (!value) return null;
  const { session, device, locked, lockNow } = value;
  // The device's name and the person's apart: on a phone, where both do not fit beside the badge
  // and the language switch, the chip shows the person (the device stays in its name and panel).
  const label =
    session && !locked ? (
      <>
        <span className="staff-chip__part staff-chip__device">
          {t('chip.deviceBefore', { device: device.name })}
        </span>{' '}
        {/* Its own part, as in the demo's chip: a bare name beside the till's lost the space
            between them in the flex row ("Till 1 ·Olivia Kim"). */}
        <span className="staff-chip__part staff-chip__person">{session.staff.name}</span>
      </>
    ) : (
      <span className="staff-chip__part">{t('chip.locked')}</span>
    );
  return (
    <div ref={root} className="staff-chip-root">
      <button
        ref={chip}
        type="button"
        className="staff-chip"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <UserRound aria-hidden="true" className="inline-icon" />
        <span className="staff-chip__text">{label}</span>
        {session && !locked && <span className="visually-hidden">, {t('chip.action')}</span>}
      </button>
      <div id={panelId} className="staff-chip__panel" hidden={!open}>
        {session && (
          <p>
            {t('chip.signedIn', {
              name: session.staff.name,
              role: t(`roles.${session.staff.role}`),
            })}
          </p>
        )}
        <p className="hint">{t('chip.device', { device: device.name })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setOpen(false);
            // Focus goes back to the chip after the unlock (the panel will be hidden by then).
            chip.current?.focus();
            lockNow();
          }}
        >
          <LockKeyhole aria-hidden="true" className="inline-icon" />
          {t('chip.lockNow')}
        </button>
        {open && session && !locked && (
          <Suspense fallback={null}>
            <TillToday person={session.staff.name} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
