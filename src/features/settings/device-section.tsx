import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import {
  DEVICE_NAME_MAX,
  DEVICE_ROLES,
  type DeviceRole,
  getDeviceSettings,
  nameProblem,
  rememberStaff,
  saveDeviceSettings,
  typedNameSchema,
} from '../../counter/device-settings';
import { navFor, useScreens } from '../../counter/screen-plan';
import { isLive } from '../../config/env';

const formSchema = z.object({
  deviceName: typedNameSchema(),
  staffName: typedNameSchema(),
  role: z.enum(DEVICE_ROLES),
});
type Fields = z.infer<typeof formSchema>;
type NameField = 'deviceName' | 'staffName';
const NAME_FIELDS: NameField[] = ['deviceName', 'staffName'];

/**
 * The device's name, who is at it, and what it is for. Each change is saved as soon as it is
 * valid: staff who change the name and walk away must not leave the old name writing redeems.
 */
export function DeviceSection() {
  const { t } = useTranslation(['settings', 'common']);
  // Live: names come from the sign-in (the paired device, whoever unlocked it), not from here.
  const live = isLive();
  // What each choice puts in the tab bar, from the plan the tab bar itself is drawn from: in live
  // mode that depends on who is signed in (an owner's back office has the audit log; counter
  // staff have no back office at all).
  const screens = useScreens();
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' });
  const roleHint = (role: DeviceRole) => {
    const { tabs, more } = navFor(role, screens);
    const names = (items: typeof tabs) =>
      list.format(items.map(({ label }) => t(`common:nav.${label}`)));
    return more.length === 0
      ? t('device.roleHint', { tabs: names(tabs) })
      : t('device.roleHintMore', { tabs: names(tabs), more: names(more) });
  };
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: (({ deviceName, staffName, role }) => ({ deviceName, staffName, role }))(
      getDeviceSettings(),
    ),
    mode: 'onChange',
  });

  const save = handleSubmit(
    (values) => {
      saveDeviceSettings(values);
      setSaved(true);
    },
    () => setSaved(false),
  );

  return (
    <section className="card" aria-labelledby="settings-device">
      <h2 id="settings-device">{t('device.title')}</h2>
      {!live && <p className="hint">{t('device.hint')}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void save(event)}
        onChange={() => void save()}
      >
        {(live ? [] : NAME_FIELDS).map((name) => {
          const error = errors[name]?.message;
          const errorId = `${name}-error`;
          return (
            <div key={name} className="field">
              <label htmlFor={name}>{t(`device.${name}`)}</label>
              <input
                id={name}
                className="input"
                autoComplete="off"
                maxLength={DEVICE_NAME_MAX + 10}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${name}-hint${error ? ` ${errorId}` : ''}`}
                {...register(name, {
                  // The quick switch offers names staff finished typing, not every prefix.
                  onBlur: (event: { target: HTMLInputElement }) => {
                    if (name === 'staffName' && !error) rememberStaff(event.target.value);
                  },
                })}
              />
              <p id={`${name}-hint`} className="hint">
                {t(`device.${name}Hint`)}
              </p>
              {error && (
                <p id={errorId} className="field__error">
                  {nameProblem(error) === 'hidden'
                    ? t('device.hidden')
                    : t('device.tooLong', { max: DEVICE_NAME_MAX })}
                </p>
              )}
            </div>
          );
        })}
        <fieldset className="choice-group choice-group--stacked">
          <legend>{t('device.role')}</legend>
          {DEVICE_ROLES.map((role) => (
            <label key={role} className="choice choice--described">
              <input type="radio" value={role} {...register('role')} />
              <span>
                <span className="choice__title">{t(`device.roles.${role}`)}</span>
                <span className="choice__hint">{roleHint(role)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p role="status" className="status-text">
          {saved ? t('device.saved') : ''}
        </p>
      </form>
    </section>
  );
}
