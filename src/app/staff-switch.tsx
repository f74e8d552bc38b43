import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense } from 'react';
import * as z from 'zod/mini';
import { useForm } from 'react-hook-form';
import { settingsHref } from '../config/paths';
import { useTranslation } from '../lib/i18n';
import { Link } from 'wouter';
import { Dialog } from '../components/dialog';
import { TillToday } from '../features/auth/till-today';
import {
  DEVICE_NAME_MAX,
  getDeviceSettings,
  nameProblem,
  saveDeviceSettings,
  switchStaff,
  typedNameSchema,
  useDeviceSettings,
} from '../counter/device-settings';
import './staff-switch.css';

const formSchema = z.object({ deviceName: typedNameSchema(), staffName: typedNameSchema() });
interface Fields {
  deviceName: string;
  staffName: string;
}

interface StaffSwitchProps {
  onClose: () => void;
  /**
   * Asked before a write with no till or staff name (counter/names-ask.ts): a name chosen, or
   * "Continue without names", lets the write go; Cancel (onClose) sends nothing.
   */
  beforeWrite?: { onContinue: () => void };
}

/** The change of shift: tap a name used here before, or type a new one. */
export function StaffSwitch({ onClose, beforeWrite }: StaffSwitchProps) {
  const { t } = useTranslation();
  const settings = useDeviceSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { deviceName: getDeviceSettings().deviceName, staffName: '' },
  });
  const others = settings.recentStaff.filter((name) => name !== settings.staffName);
  const title = settings.deviceName
    ? t('staff.switchTitle', { device: settings.deviceName })
    : t('staff.switchTitleNoDevice');
  /** A name was chosen: the switch is done, or the write it was asked for goes. */
  const chosen = beforeWrite ? beforeWrite.onContinue : onClose;

  const onSubmit = handleSubmit(({ deviceName, staffName }) => {
    const tillNamed = deviceName !== settings.deviceName;
    // Nothing to do: no new name, and no till name either. Closing would leave the last person
    // on the chip while the next one believes they switched; the field says what is missing.
    if (!staffName && !tillNamed) {
      setError('staffName', { message: 'required' }, { shouldFocus: true });
      return;
    }
    if (tillNamed) saveDeviceSettings({ deviceName });
    if (staffName) switchStaff(staffName);
    chosen();
  });

  return (
    <Dialog title={title} onClose={onClose} className="staff-switch">
      {/* Before a write, why it asks takes the place of "No name yet", which said it again. */}
      {beforeWrite && <p>{t('staff.askWhy')}</p>}
      {(settings.staffName || !beforeWrite) && (
        <p>
          {settings.staffName
            ? t('staff.current', { staff: settings.staffName })
            : t('staff.noCurrent')}
        </p>
      )}
      {others.length > 0 && (
        <ul className="staff-switch__names" aria-label={t('staff.recentNames')}>
          {others.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="button button--secondary button--large"
                onClick={() => {
                  switchStaff(name);
                  chosen();
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {!settings.deviceName && (
          <NameInput
            name="deviceName"
            label={t('staff.deviceName')}
            error={errors.deviceName?.message}
            register={register}
          />
        )}
        <NameInput
          name="staffName"
          label={others.length > 0 ? t('staff.otherName') : t('staff.staffName')}
          error={errors.staffName?.message}
          required={others.length > 0 ? t('staff.nameNeededOrTap') : t('staff.nameNeeded')}
          register={register}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {/* Nobody to switch from yet: the first names are saved, not switched. */}
            {beforeWrite
              ? t('staff.saveAndContinue')
              : settings.staffName
                ? t('staff.switch')
                : t('staff.save')}
          </button>
          {beforeWrite && (
            <button
              type="button"
              className="button button--secondary"
              onClick={beforeWrite.onContinue}
            >
              {t('staff.continueWithout')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('staff.cancel')}
          </button>
        </div>
      </form>
      {settings.deviceName && settings.staffName && (
        // The till's and the person's counts of today, from this browser's record of its writes.
        <Suspense fallback={null}>
          <TillToday
            person={settings.staffName}
            demo={{ till: settings.deviceName, person: settings.staffName }}
          />
        </Suspense>
      )}
      <Link href={settingsHref()} className="staff-switch__settings" onClick={onClose}>
        {t('staff.allSettings')}
      </Link>
    </Dialog>
  );
}

function NameInput({
  name,
  label,
  error,
  required = '',
  register,
}: {
  name: keyof Fields;
  label: string;
  error: string | undefined;
  /** What a blank name is told, where one is needed. */
  required?: string;
  register: ReturnType<typeof useForm<Fields>>['register'];
}) {
  const { t } = useTranslation();
  const id = `staff-switch-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        maxLength={DEVICE_NAME_MAX + 10}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error === 'required'
            ? required
            : nameProblem(error) === 'hidden'
              ? t('staff.hidden')
              : t('staff.tooLong', { max: DEVICE_NAME_MAX })}
        </p>
      )}
    </div>
  );
}
