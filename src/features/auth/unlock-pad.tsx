import { LockKeyhole } from '../../components/icons/LockKeyhole';
import { UserRound } from '../../components/icons/UserRound';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { getAuthState, unlock, type AuthState, type StaffOnDevice } from '../../api/auth';
import { authRefusalOf } from '../../api/auth-refusal';
import { isApiError } from '../../api/errors';
import { LanguageSwitch } from '../../components/language-switch';
import { useDemoControls } from '../../lib/demo-controls';
import { useTranslation } from '../../lib/i18n';
import { describeAuthError } from '../../api/auth-errors';
import { isCompletePin, Keypad, PauseNotice, PIN_MAX, PinField } from './pin-field';
import type { PairedDeviceInfo } from '../../lib/session';
import './unlock-pad.css';

/** Why the pad is up, said on it. */
export type LockReason = 'start' | 'idle' | 'manual' | 'expired' | 'signed-out';

interface UnlockPadProps {
  device: PairedDeviceInfo;
  staff: readonly StaffOnDevice[];
  reason: LockReason;
  /** Who was signed in when this browser locked the till, if known. */
  lockedBy?: string | null;
  /** PINs are not taken on this device until then (ms since the epoch). */
  pausedUntil: number | null;
  onUnlocked: (state: AuthState) => void;
  /** Unpaired while the pad was up (too many wrong PINs, or revoked): pairing comes next. */
  onUnpaired: (reason: 'unpaired' | 'device-revoked') => void;
}

/** What went wrong, kept as it happened and put into words when shown (in today's language). */
/** From how many wrong PINs before the end the pad says how many are left. */
const TRIES_WARNING = 5;

type Problem = { kind: 'wrong-pin' } | { kind: 'too-short' } | { kind: 'other'; error: unknown };

/** Each person's wrong PINs left before the device is unpaired, as a state read says them. */
const triesLeftFrom = (people: readonly StaffOnDevice[]) =>
  new Map(people.flatMap((p) => (p.triesLeft === undefined ? [] : [[p.id, p.triesLeft] as const])));

/**
 * The unlock pad: a modal dialog over the current screen, which stays as it was underneath. Tap a
 * name, type a PIN (or tap it on the keypad), and the screen is back. Esc does not close it: only
 * a PIN does.
 */
export function UnlockPad({
  device,
  staff,
  reason,
  lockedBy = null,
  pausedUntil: initialPause,
  onUnlocked,
  onUnpaired,
}: UnlockPadProps) {
  const { t } = useTranslation('sign-in');
  const ids = useId();
  const titleId = `${ids}-title`;
  const reasonId = `${ids}-reason`;
  const problemId = `${ids}-problem`;
  const pinId = `${ids}-pin`;
  const dialog = useRef<HTMLDialogElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const names = useRef(new Map<string, HTMLButtonElement>());
  const [chosen, setChosen] = useState<StaffOnDevice | null>(null);
  const demoStaff = useDemoControls()?.staff?.();
  /** Who was chosen last: Back puts focus on their name again. */
  const [lastChosen, setLastChosen] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  // Not a useMutation: the pad can be the first paint, and the counter's first load carries no
  // mutation observer (decision 0009).
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /**
   * Per person, how many more wrong PINs unpair this device (our server says: in the state read,
   * then after each wrong PIN). Each person's own: a tally is counted per person.
   */
  const [triesLeftOf, setTriesLeftOf] = useState(() => triesLeftFrom(staff));
  const triesLeft = chosen ? (triesLeftOf.get(chosen.id) ?? null) : null;
  /** Too many wrong PINs: none taken until `until`; `over` once the wait has run out. */
  const [pause, setPause] = useState(() =>
    initialPause !== null && initialPause > Date.now()
      ? { until: initialPause, over: false }
      : null,
  );
  /** Bumped after each refused try: focus goes back to the (cleared) field. */
  const [attempt, setAttempt] = useState(0);
  const paused = pause !== null && !pause.over;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Focus: the PIN field once a name is chosen, and again after a refused try or a pause.
  useEffect(() => {
    if (chosen && !paused) pinInput.current?.focus();
  }, [chosen, attempt, paused]);
  // With no name chosen (the pad opening, or Back): the name chosen last, else the first. Only
  // then: a new list of names arriving later must not pull focus from where staff have moved it.
  const focusName = useEffectEvent(() => {
    const id = lastChosen ?? staff[0]?.id;
    (id !== undefined ? names.current.get(id) : undefined)?.focus();
  });
  useEffect(() => {
    if (!chosen) focusName();
  }, [chosen]);

  const choose = (person: StaffOnDevice | null) => {
    if (person) setLastChosen(person.id);
    setChosen(person);
    setPin('');
    setProblem(null);
  };

  async function submit(event?: { preventDefault: () => void }) {
    event?.preventDefault();
    if (!chosen || working || paused) return;
    if (!isCompletePin(pin)) {
      setProblem({ kind: 'too-short' });
      setAttempt((n) => n + 1);
      return;
    }
    setWorking(true);
    setProblem(null);
    setPause(null);
    try {
      onUnlocked(await unlock({ staffId: chosen.id, pin }));
    } catch (error) {
      const unpaired = authRefusalOf(error);
      if (unpaired?.ends === 'pairing') {
        onUnpaired(unpaired.reason);
        return;
      }
      const reason = isApiError(error) ? error.authReason : null;
      const left = isApiError(error) ? error.pinTriesLeft : null;
      if (left !== null) setTriesLeftOf((known) => new Map(known).set(chosen.id, left));
      else if (reason === null) {
        // No answer of our server's (the connection dropped): it may still have counted this
        // PIN, so its state is asked, lest the last try come with no warning.
        void Promise.resolve()
          .then(() => getAuthState())
          .then((state) => setTriesLeftOf(triesLeftFrom(state.staff)))
          .catch(() => undefined);
      }
      setPin('');
      if (reason === 'paused') {
        const seconds = isApiError(error) ? (error.retryAfterSeconds ?? 30) : 30;
        setPause({ until: Date.now() + seconds * 1000, over: false });
      } else if (reason === 'wrong-pin') {
        setProblem({ kind: 'wrong-pin' });
      } else {
        setProblem({ kind: 'other', error });
      }
      setAttempt((n) => n + 1);
    } finally {
      setWorking(false);
    }
  }

  const reasonText = [
    reason === 'idle'
      ? t('pad.reasons.idle', { count: device.idleLockMinutes })
      : t(`pad.reasons.${reason}`),
    // Only for a lock: after a sign-out or the end of the 12 hours nobody "was signed in" here.
    lockedBy !== null && (reason === 'manual' || reason === 'idle')
      ? t('pad.wasSignedIn', { name: lockedBy })
      : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  const problemText =
    problem?.kind === 'wrong-pin'
      ? t('pad.wrongPin')
      : problem?.kind === 'too-short'
        ? t('pad.tooShort')
        : problem?.kind === 'other'
          ? describeAuthError(problem.error, t)
          : null;

  // The demo's server shows its staff's PINs (decision 0027); the live server has none to show.
  const demoPin = chosen
    ? demoStaff?.find((person) => person.name === chosen.name)?.pin
    : undefined;

  return (
    <dialog
      ref={dialog}
      className="dialog unlock-pad"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={reasonId}
      // Only a PIN closes it.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="unlock-pad__head">
        <h2 id={titleId} className="dialog__title unlock-pad__title">
          <LockKeyhole aria-hidden="true" className="inline-icon" />{' '}
          {t('pad.title', { device: device.name })}
        </h2>
        <LanguageSwitch />
      </div>
      <p id={reasonId} className="unlock-pad__reason">
        {reasonText}
      </p>

      {chosen === null ? (
        staff.length === 0 ? (
          <p className="notice notice--warning">{t('pad.noStaff')}</p>
        ) : (
          <div className="unlock-pad__names" role="group" aria-label={t('pad.chooseStaff')}>
            <p className="unlock-pad__ask" aria-hidden="true">
              {t('pad.chooseStaff')}
            </p>
            <ul>
              {staff.map((person) => (
                <li key={person.id}>
                  <button
                    ref={(element) => {
                      if (element) names.current.set(person.id, element);
                      else names.current.delete(person.id);
                    }}
                    type="button"
                    className="button button--secondary button--large unlock-pad__name"
                    onClick={() => choose(person)}
                  >
                    <UserRound aria-hidden="true" className="inline-icon" />
                    <span className="unlock-pad__person">{person.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : (
        <form className="form unlock-pad__form" noValidate onSubmit={(event) => void submit(event)}>
          <PinField
            id={pinId}
            label={t('pad.pinFor', { name: chosen.name })}
            value={pin}
            onChange={(next) => {
              setPin(next);
              if (problem) setProblem(null);
            }}
            onEnter={() => void submit()}
            inputRef={pinInput}
            disabled={paused}
            readOnly={working}
            invalid={problem !== null}
            describedBy={problemText ? problemId : undefined}
          />
          {demoPin && (
            <p className="hint">{t('pad.demoPin', { name: chosen.name, pin: demoPin })}</p>
          )}
          {problemText && (
            <p id={problemId} className="field__error" role="alert">
              {problemText}
            </p>
          )}
          {triesLeft !== null && triesLeft <= TRIES_WARNING && (
            // The last tries are not a surprise: a tenth wrong PIN unpairs the till.
            <p className="notice notice--warning" role="alert">
              {t('pad.triesLeft', { count: triesLeft })}
            </p>
          )}
          {pause !== null && (
            <PauseNotice
              key={pause.until}
              until={pause.until}
              onOver={() => setPause({ until: pause.until, over: true })}
            />
          )}
          {working && (
            <p className="hint" role="status">
              {t('pad.working')}
            </p>
          )}
          <Keypad
            disabled={paused || working}
            onDigit={(digit) => {
              setProblem(null);
              setPin((value) => (value.length < PIN_MAX ? value + digit : value));
            }}
            onBackspace={() => setPin((value) => value.slice(0, -1))}
          />
          <button type="button" className="button button--ghost" onClick={() => choose(null)}>
            {t('pad.notMe', { name: chosen.name })}
          </button>
        </form>
      )}
    </dialog>
  );
}
