import { TriangleAlert } from '../components/icons/TriangleAlert';
import { UserRound } from '../components/icons/UserRound';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useDeviceSettings } from '../counter/device-settings';
import '../components/staff-chip.css';

const StaffSwitch = lazy(() => import('./staff-switch').then((m) => ({ default: m.StaffSwitch })));

/**
 * Who is at this till, on every screen: the names every redeem and stamp is recorded under. One
 * tap opens the quick switch, so a change of shift is a tap, not a trip to Settings.
 */
export function StaffChip() {
  const { t } = useTranslation();
  const { deviceName, staffName } = useDeviceSettings();
  const [open, setOpen] = useState(false);
  const chip = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Once the dialog is gone (a modal dialog makes the chip inert while it is open), focus comes
  // back to the chip, as it would after a native dialog's own close.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    chip.current?.focus();
  }, [open]);
  const missing = !deviceName || !staffName;
  // What is set is shown, and only what is missing is asked for: a till named but nobody at it
  // reads "Till 2 · Set your name", not "Set till and staff" as if nothing had been saved.
  const text =
    deviceName && staffName
      ? t('staff.chip', { device: deviceName, staff: staffName })
      : deviceName
        ? t('staff.chipNoStaff', { device: deviceName })
        : staffName
          ? t('staff.chipNoDevice', { staff: staffName })
          : t('staff.chipMissing');
  // Shown in two parts when both are set, so that a long till name gives way before the
  // person's, who is what the chip is for ("Counter by the … Alexandra Kim-Park", not
  // "Counter by the window 2 ·…"). Its name is the whole sentence, as before.
  const shown =
    deviceName && staffName ? (
      <>
        <span className="staff-chip__part staff-chip__device">{`${deviceName} ·`}</span>
        <span className="staff-chip__part staff-chip__person">{staffName}</span>
      </>
    ) : (
      <span className="staff-chip__part">{text}</span>
    );
  return (
    <>
      <button
        ref={chip}
        type="button"
        className={missing ? 'staff-chip staff-chip--missing' : 'staff-chip'}
        aria-haspopup="dialog"
        aria-label={missing ? text : `${text}, ${t('staff.chipAction')}`}
        onClick={() => setOpen(true)}
      >
        {missing ? (
          <TriangleAlert aria-hidden="true" className="inline-icon" />
        ) : (
          <UserRound aria-hidden="true" className="inline-icon" />
        )}
        <span className="staff-chip__text">{shown}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <StaffSwitch
            onClose={() => {
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
