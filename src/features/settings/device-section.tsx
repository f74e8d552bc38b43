import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_NAME_MAX,
  deviceSettingsSchema,
  getDeviceSettings,
  saveDeviceSettings,
  type DeviceSettings,
} from '../../lib/device-settings';

type FieldName = keyof DeviceSettings;
const FIELDS: {
  name: FieldName;
  label: 'deviceName' | 'staffName';
  hint: 'deviceNameHint' | 'staffNameHint';
}[] = [
  { name: 'deviceName', label: 'deviceName', hint: 'deviceNameHint' },
  { name: 'staffName', label: 'staffName', hint: 'staffNameHint' },
];

export function DeviceSection() {
  const { t } = useTranslation('settings');
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeviceSettings>({
    resolver: zodResolver(deviceSettingsSchema),
    defaultValues: getDeviceSettings(),
  });

  const onSubmit = handleSubmit((values) => {
    saveDeviceSettings(values);
    setSaved(true);
  });

  return (
    <section className="card" aria-labelledby="settings-device">
      <h2 id="settings-device">{t('device.title')}</h2>
      <p className="hint">{t('device.hint')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={() => setSaved(false)}
      >
        {FIELDS.map(({ name, label, hint }) => {
          const error = errors[name]?.message;
          const errorId = `${name}-error`;
          return (
            <div key={name} className="field">
              <label htmlFor={name}>{t(`device.${label}`)}</label>
              <input
                id={name}
                className="input"
                autoComplete="off"
                maxLength={DEVICE_NAME_MAX + 10}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${name}-hint${error ? ` ${errorId}` : ''}`}
                {...register(name)}
              />
              <p id={`${name}-hint`} className="hint">
                {t(`device.${hint}`)}
              </p>
              {error && (
                <p id={errorId} className="field__error">
                  {error === 'tooLong'
                    ? t('device.tooLong', { max: DEVICE_NAME_MAX })
                    : t('device.required')}
                </p>
              )}
            </div>
          );
        })}
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t('device.save')}
          </button>
          <p role="status" className="status-text">
            {saved ? t('device.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
