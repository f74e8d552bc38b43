import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import {
  counterSettingsSchema,
  getCounterSettings,
  saveCounterSettings,
  STAMP_GUARD_MAX_SECONDS,
  STAMP_UNDO_MINUTES,
  type CounterSettings,
  type CounterSettingsInput,
} from '../../counter/counter-settings';

/**
 * How the counter behaves on this device: the quick-second-stamp guard, Undo's window, sounds.
 * Each change is saved as soon as it is valid, as the device's names are: a Save button here was
 * left unpressed, and leaving the screen dropped the change without a word.
 */
export function CounterSection() {
  const { t } = useTranslation('settings');
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CounterSettingsInput, unknown, CounterSettings>({
    resolver: zodResolver(counterSettingsSchema()),
    defaultValues: getCounterSettings(),
    mode: 'onChange',
  });
  const save = handleSubmit(
    (values) => {
      saveCounterSettings(values);
      setSaved(true);
    },
    () => setSaved(false),
  );
  const error = errors.stampGuardSeconds?.message;
  return (
    <section className="card" aria-labelledby="settings-counter">
      <h2 id="settings-counter">{t('counter.title')}</h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => void save(event)}
        onChange={() => void save()}
      >
        <div className="field">
          <label htmlFor="stamp-guard">{t('counter.stampGuard')}</label>
          <input
            id="stamp-guard"
            className="input input--narrow"
            type="number"
            inputMode="numeric"
            min={0}
            max={STAMP_GUARD_MAX_SECONDS}
            step={1}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'stamp-guard-hint stamp-guard-error' : 'stamp-guard-hint'}
            {...register('stampGuardSeconds', { valueAsNumber: true })}
          />
          <p id="stamp-guard-hint" className="hint">
            {t('counter.stampGuardHint')}
          </p>
          {error && (
            <p id="stamp-guard-error" className="field__error">
              {error === 'range'
                ? t('counter.range', { max: STAMP_GUARD_MAX_SECONDS })
                : t('counter.whole')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="stamp-undo">{t('counter.stampUndo')}</label>
          <select
            id="stamp-undo"
            className="input input--narrow"
            aria-describedby="stamp-undo-hint"
            {...register('stampUndoMinutes', { setValueAs: Number })}
          >
            {STAMP_UNDO_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('counter.minutes', { count: minutes })}
              </option>
            ))}
          </select>
          <p id="stamp-undo-hint" className="hint">
            {t('counter.stampUndoHint')}
          </p>
        </div>
        <div className="field">
          <label className="choice">
            <input type="checkbox" aria-describedby="sounds-hint" {...register('sounds')} />
            <span>{t('counter.sounds')}</span>
          </label>
          <p id="sounds-hint" className="hint">
            {t('counter.soundsHint')}
          </p>
        </div>
        <p role="status" className="status-text">
          {saved ? t('counter.saved') : ''}
        </p>
      </form>
    </section>
  );
}
