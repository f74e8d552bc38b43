import { useEffect, useId, useRef, useState } from 'react';
import { pairDevice, type AuthState } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { DEVICE_NAME_MAX } from '../../counter/device-settings';
import { useTranslation } from '../../lib/i18n';
import { describeAuthError } from '../../api/auth-errors';
import { AuthPage } from './auth-page';
import { isCompletePin, PauseNotice, PinField } from './pin-field';
import '../../components/screen.css';

type Field = 'deviceName' | 'ownerName' | 'pin';

interface PairingScreenProps {
  /** Why this device is not paired any more, if it was. */
  note: 'unpaired' | 'device-revoked' | null;
  /** The till's name when this browser was one: pairing it again under it keeps the device. */
  deviceName?: string;
  onPaired: (state: AuthState) => void;
}

/**
 * Pairing: an owner makes this browser one of the shop's devices, with a name for it and their
 * own name and PIN. The server signs the owner in, and the app appears.
 */
export function PairingScreen({ note, deviceName: known = '', onPaired }: PairingScreenProps) {
  const { t } = useTranslation('sign-in');
  const ids = useId();
  const [deviceName, setDeviceName] = useState(known);
  const [ownerName, setOwnerName] = useState('');
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState<Field[]>([]);
  /** The server's refusal, kept as it came and put into words when shown (in today's language). */
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const [pause, setPause] = useState<{ until: number; over: boolean } | null>(null);
  // Not a useMutation: this screen can be the first paint, and the counter's first load carries
  // no mutation observer (decision 0009).
  const [working, setWorking] = useState(false);
  const deviceInput = useRef<HTMLInputElement>(null);
  const ownerInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const paused = pause !== null && !pause.over;
  const refusalId = `${ids}-refusal`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const focus = (field: Field) =>
    ({ deviceName: deviceInput, ownerName: ownerInput, pin: pinInput })[field].current?.focus();

  async function submit(event?: { preventDefault: () => void }) {
    event?.preventDefault();
    if (working || paused) return;
    const values = { deviceName: deviceName.trim(), ownerName: ownerName.trim(), pin };
    const empty = (['deviceName', 'ownerName', 'pin'] as const).filter((field) =>
      field === 'pin' ? !isCompletePin(pin) : values[field] === '',
    );
    setMissing(empty);
    setRefusal(null);
    if (empty.length > 0) {
      focus(empty[0] as Field);
      return;
    }
    setWorking(true);
    setPause(null);
    try {
      onPaired(await pairDevice(values));
    } catch (error) {
      const reason = isApiError(error) ? error.authReason : null;
      setPin('');
      if (reason === 'paused') {
        const seconds = isApiError(error) ? (error.retryAfterSeconds ?? 30) : 30;
        setPause({ until: Date.now() + seconds * 1000, over: false });
      } else {
        setRefusal({ error });
        focus(reason === 'wrong-pin' ? 'ownerName' : 'pin');
      }
    } finally {
      setWorking(false);
    }
  }

  const errorId = (field: Field) => `${ids}-${field}-error`;
  const describedBy = (field: Field, hint?: string) =>
    [hint, missing.includes(field) ? errorId(field) : null, refusal ? refusalId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: Field) =>
    missing.includes(field) && (
      <p id={errorId(field)} className="field__error">
        {t(`pair.required.${field}`)}
      </p>
    );

  return (
    <AuthPage title={t('pair.title')}>
      <section className="card auth-page__card" aria-labelledby={`${ids}-title`}>
        <h1 id={`${ids}-title`} ref={heading} className="screen__title" tabIndex={-1}>
          {t('pair.title')}
        </h1>
        {note && (
          <p className="notice notice--warning" role="alert">
            {t(note === 'device-revoked' ? 'pair.revokedAfterPins' : 'pair.revoked')}
          </p>
        )}
        <p className="screen__lead">{t('pair.lead')}</p>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor={`${ids}-device`}>{t('pair.deviceName')}</label>
            <input
              ref={deviceInput}
              id={`${ids}-device`}
              className="input"
              autoComplete="off"
              maxLength={DEVICE_NAME_MAX}
              value={deviceName}
              aria-invalid={missing.includes('deviceName') || undefined}
              aria-describedby={describedBy('deviceName', `${ids}-device-hint`)}
              onChange={(event) => setDeviceName(event.target.value)}
            />
            <p id={`${ids}-device-hint`} className="hint">
              {t('pair.deviceNameHint')}
            </p>
            {fieldError('deviceName')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-owner`}>{t('pair.ownerName')}</label>
            <input
              ref={ownerInput}
              id={`${ids}-owner`}
              className="input"
              autoComplete="off"
              maxLength={DEVICE_NAME_MAX}
              value={ownerName}
              aria-invalid={missing.includes('ownerName') || undefined}
              aria-describedby={describedBy('ownerName')}
              onChange={(event) => setOwnerName(event.target.value)}
            />
            {fieldError('ownerName')}
          </div>
          <PinField
            id={`${ids}-pin`}
            label={t('pair.ownerPin')}
            value={pin}
            onChange={setPin}
            onEnter={() => void submit()}
            inputRef={pinInput}
            disabled={paused}
            readOnly={working}
            invalid={missing.includes('pin') || refusal !== null}
            describedBy={describedBy('pin')}
          />
          {fieldError('pin')}
          {refusal && (
            <p id={refusalId} className="notice notice--error" role="alert">
              {isApiError(refusal.error) && refusal.error.authReason === 'wrong-pin'
                ? t('pair.wrongPin')
                : describeAuthError(refusal.error, t)}
            </p>
          )}
          {pause && (
            <PauseNotice
              key={pause.until}
              until={pause.until}
              onOver={() => setPause({ until: pause.until, over: true })}
            />
          )}
          <div className="button-row">
            <button
              type="submit"
              className="button button--primary button--large"
              disabled={paused || working}
              aria-busy={working || undefined}
            >
              {working ? t('pair.working') : t('pair.submit')}
            </button>
          </div>
        </form>
      </section>
    </AuthPage>
  );
}
