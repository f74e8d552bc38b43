import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import {
  DEVICE_ROLES,
  type DeviceRole,
  getDeviceSettings,
  saveDeviceSettings,
} from '../../counter/device-settings';
import { navFor, useScreens } from '../../counter/screen-plan';

const formSchema = z.object({ role: z.enum(DEVICE_ROLES) });
type Fields = z.infer<typeof formSchema>;

/**
 * What this device is for, saved as soon as it is chosen. Its name and who is at it come from the
 * sign-in: the till as paired, the person who unlocked it.
 */
export function DeviceSection() {
  const { t } = useTranslation(['settings', 'common']);
  // What each choice puts in the tab bar, from the plan the tab bar itself is drawn from: that
  // depends on who is signed in (counter staff have no back office at all).
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
  const { register, handleSubmit } = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { role: getDeviceSettings().role },
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
      <form
        className="form"
        noValidate
        onSubmit={(event) => void save(event)}
        onChange={() => void save()}
      >
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
