import { Camera } from '../../components/icons/Camera';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../lib/i18n';
import { lastEarlyEntry, takeEarlyKeys } from './early-keys';
import { emptyRun, isScannerBurst, noteKey } from '../../lib/key-timing';
import { hasHangul } from './hangul-keys';
import {
  cleanScan,
  parseScan,
  type ScanMode,
  type ScanProblem,
  type ScanResult,
} from './parse-scan';
import { ScanModeSwitch } from './scan-mode-switch';
import { useKeysToField } from './keys-to-field';
import { useCounterShortcuts, useShortcutsList } from './shortcuts';
import './scan-field.css';

// The decoder is heavy: it loads only when someone opens the camera.
const CameraScanner = lazy(() =>
  import('./camera-scanner').then((m) => ({ default: m.CameraScanner })),
);

// The shortcuts' list is rarely opened: it loads when it is.
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/** How the value arrived: a person typing, a keyboard-wedge scanner burst, a paste, the camera. */
export type ScanSource = 'typed' | 'scanner' | 'paste' | 'camera';
export type ValidScan = Exclude<ScanResult, { kind: 'invalid' }> & { source: ScanSource };

interface ScanFieldProps {
  mode: ScanMode;
  onModeChange: (mode: ScanMode) => void;
  onScan: (scan: ValidScan) => void;
  /** The first sign of a scan (a key, a tap): a chance to load what the result will need. */
  onActivity?: () => void;
  /** Change it to pull focus back to the field (after each result). */
  focusKey: unknown;
  /**
   * An entry was refused in the field (the field says why): the verdict below belongs to an
   * earlier entry. Not called for a bare Enter typed on an empty field, which is no entry.
   */
  onRejected?: () => void;
  /**
   * Esc (with the scan field empty, or focus outside any field): clear the verdict below. The
   * screen decides whether it may (never while a write is in flight).
   */
  onClear: () => void;
}

/** Enter typed on an empty field (spaces at most): nothing was scanned, pasted or filmed. */
function isBareEnter(raw: string, source: ScanSource): boolean {
  return source === 'typed' && /^ *$/.test(raw);
}

/**
 * The one scan input: typing, pasting, USB keyboard-wedge scanners (fast keystrokes ending in
 * Enter or Tab) and the camera. Valid values go to `onScan` and the field empties; anything else
 * stays in the field with a message saying what is wrong.
 */
export function ScanField({
  mode,
  onModeChange,
  onScan,
  onActivity,
  focusKey,
  onRejected,
  onClear,
}: ScanFieldProps) {
  const { t } = useTranslation('scan');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  /** The code a scan typed in Korean mode was read as (hangul-keys.ts), until the next entry. */
  const [readFromKorean, setReadFromKorean] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const id = useId();
  const keys = useRef(emptyRun());
  const pasted = useRef(false);
  /** The last entry went through: a bare Enter after it says nothing. */
  const lastAccepted = useRef(false);
  const shortcuts = useShortcutsList();

  useCounterShortcuts(input, (shortcut) => {
    if (shortcut === 'help') shortcuts.show();
    else if (shortcut === 'clear') {
      lastAccepted.current = false;
      onClear();
    } else {
      input.current?.focus();
      // Selected, so the next scan replaces whatever was left in the field.
      input.current?.select();
    }
  });

  function sourceOfEntry(): ScanSource {
    const run = keys.current;
    keys.current = emptyRun();
    if (pasted.current) {
      pasted.current = false;
      return 'paste';
    }
    return isScannerBurst(run) ? 'scanner' : 'typed';
  }

  function submit(raw: string, source: ScanSource = sourceOfEntry()) {
    const fromKeys = source === 'typed' || source === 'scanner';
    const result = parseScan(raw, mode, { fromKeys });
    const field = input.current;
    setReadFromKorean(
      fromKeys && result.kind !== 'invalid' && hasHangul(cleanScan(raw))
        ? result.kind === 'coupon'
          ? result.cpnNo
          : String(result.stampIdx)
        : null,
    );
    // A bare Enter from the keys (a double press, a scanner's CR+LF) is no entry: the verdict on
    // screen, a redeem's "Apply 15% off" among them, stays and nothing sounds. Right after a scan
    // that went through it says nothing at all, so no alert stands beside that scan's verdict.
    // A scanner burst, a paste or a camera read that cleans down to nothing (invisible
    // characters) is an entry, refused as any other: it must not leave the last customer's
    // verdict up.
    if (result.kind === 'invalid' && result.problem === 'empty' && isBareEnter(raw, source)) {
      if (!lastAccepted.current) setProblem('empty');
      field?.focus();
      return;
    }
    if (result.kind === 'invalid') {
      lastAccepted.current = false;
      setProblem(result.problem);
      if (field && field.value !== raw) field.value = raw;
      field?.focus();
      // Selected, so the next scan replaces it instead of being appended to it.
      field?.select();
      // A new entry: the screen clears what could be read as its verdict.
      onRejected?.();
      return;
    }
    lastAccepted.current = true;
    setProblem(null);
    if (field) field.value = '';
    onScan({ ...result, source });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onActivity?.();
    keys.current = noteKey(keys.current, event.key, event.timeStamp);
    const value = event.currentTarget.value;
    // Esc in a filled field clears the text, and only the text (an empty field's Esc is the
    // screen's shortcut: it clears the verdict).
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      event.currentTarget.value = '';
      keys.current = emptyRun();
      pasted.current = false;
      setProblem(null);
      return;
    }
    // Scanners end with Enter or Tab; a person's Tab in an empty field still moves on.
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey && value.trim() !== '')) {
      event.preventDefault();
      submit(value);
    }
  }

  // A scan fired while the app was loading: its keys were kept, and are this field's now, timed
  // as they were typed (so a scanner's burst is still told from a person's typing).
  const takeKeysFromLoad = useEffectEvent(() => {
    const entry = lastEarlyEntry(takeEarlyKeys());
    const field = input.current;
    if (!entry || !field) return;
    onActivity?.();
    let run = emptyRun();
    for (const key of entry.keys) run = noteKey(run, key.key, key.at);
    keys.current = run;
    field.value = entry.text;
    if (entry.submitted) submit(entry.text);
  });
  useEffect(() => {
    // Straight after this commit (not inside it): checking the entry updates the screen.
    queueMicrotask(takeKeysFromLoad);
  }, []);

  // Focused in the frame the field is first painted in, before the effects below run: the field
  // can be typed into from its first frame (a key meanwhile is still kept by early-keys.js, and
  // taken in order by takeKeysFromLoad). At 4× CPU the screen's effects took 10 to 40 ms.
  useLayoutEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);

  // After each result, and once the camera dialog is gone (a closing <dialog> hands focus back to
  // the button that opened it; the field must win). Focused where it is, not scrolled to: the
  // verdict brings itself into view, and scrolling here would cost every scan a layout.
  useEffect(() => {
    if (!cameraOpen && document.activeElement !== input.current)
      input.current?.focus({ preventScroll: true });
  }, [focusKey, cameraOpen]);

  useKeysToField(input);

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <div
      className="scan"
      onPointerDown={onActivity}
      onPaste={() => {
        pasted.current = true;
        onActivity?.();
      }}
    >
      {/* Above the whole row, so on a phone it stays one line instead of wrapping beside the field. */}
      <label htmlFor={`${id}-input`} className="scan__label">
        {t('label')}
      </label>
      {/* Held in sight at the top where the counter stacks (screen.css, verdict-area.tsx). */}
      <div className="scan__row" data-held-in-sight="">
        <div className="scan__field">
          <input
            ref={input}
            id={`${id}-input`}
            className="input scan__input"
            type="text"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            aria-keyshortcuts="/"
            onKeyDown={onKeyDown}
            onInput={() => {
              setProblem(null);
              setReadFromKorean(null);
            }}
          />
        </div>
        {/* One unit: beside the field, or together on a line under it, never split. */}
        <div className="scan__buttons">
          <button
            type="button"
            className="button button--secondary scan__check"
            onClick={() => submit(input.current?.value ?? '')}
          >
            {t('check')}
          </button>
          <button
            type="button"
            className="button button--secondary scan__camera"
            aria-label={t('camera.open')}
            title={t('camera.open')}
            onClick={() => setCameraOpen(true)}
          >
            <Camera aria-hidden="true" />
          </button>
        </div>
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {t(`problems.${problem}`)}
        </p>
      )}
      {/* Present before it speaks, so it is announced. */}
      <p className="hint scan__note" role="status">
        {readFromKorean && t('koreanKeyboard', { code: readFromKorean })}
      </p>
      <div className="scan__hint-row">
        <p id={hintId} className="hint">
          {t('hint')}
        </p>
        <button
          type="button"
          className="button button--secondary button--small shortcuts-button"
          aria-keyshortcuts="?"
          onClick={shortcuts.show}
        >
          {t('shortcuts.button')}
        </button>
      </div>
      <ScanModeSwitch
        mode={mode}
        onChange={(option) => {
          onModeChange(option);
          input.current?.focus();
        }}
      />
      {shortcuts.open && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={shortcuts.close} />
        </Suspense>
      )}
      {cameraOpen && (
        <Suspense fallback={null}>
          <CameraScanner
            onDetected={(raw) => {
              setCameraOpen(false);
              submit(raw, 'camera');
            }}
            onClose={() => setCameraOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
