import { useEffect, useRef } from 'react';
import { getCounterSettings } from './counter-settings';

/**
 * What the counter says without words, for staff looking at the customer rather than the
 * screen: a short tone, and a vibration where the device has one (Settings → At the counter →
 * Sounds switches both). Made with the Web Audio API: no audio files, nothing to download.
 */
export type Feedback = 'valid' | 'refused' | 'done';

export interface Note {
  type: OscillatorType;
  /** Hz at the start of the note. */
  frequency: number;
  /** Hz at its end, for a note that slides. */
  slideTo?: number;
  /** Seconds after the tone starts. */
  at: number;
  /** Seconds. */
  duration: number;
  /** Peak level, 0–1: a square wave sounds far louder than a sine at the same level. */
  level: number;
}

/** Three tones that cannot be mistaken for one another, each under half a second. */
export const TONES: Readonly<Record<Feedback, readonly Note[]>> = {
  // A soft rising fifth (E5 → B5): "yes, go ahead".
  valid: [
    { type: 'sine', frequency: 659, at: 0, duration: 0.09, level: 0.3 },
    { type: 'sine', frequency: 988, at: 0.1, duration: 0.16, level: 0.3 },
  ],
  // A low buzz sliding down: "no, look at the screen".
  refused: [
    { type: 'square', frequency: 196, slideTo: 110, at: 0, duration: 0.16, level: 0.12 },
    { type: 'square', frequency: 165, slideTo: 92, at: 0.19, duration: 0.22, level: 0.12 },
  ],
  // A bright three-note chime up to the octave (C6 E6 G6): "done, it went through".
  done: [
    { type: 'triangle', frequency: 1047, at: 0, duration: 0.08, level: 0.35 },
    { type: 'triangle', frequency: 1319, at: 0.08, duration: 0.08, level: 0.35 },
    { type: 'triangle', frequency: 1568, at: 0.16, duration: 0.22, level: 0.35 },
  ],
};

/** Milliseconds on, off, on…: one tap, three short taps, a long double buzz. */
export const VIBRATIONS: Readonly<Record<Feedback, readonly number[]>> = {
  valid: [60],
  refused: [180, 90, 180],
  done: [40, 50, 40, 50, 40],
};

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari has only the prefixed name; jsdom has neither.
  const scope = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Browsers let a page make sound only after a user gesture: the AudioContext is created (or
 * woken) inside the first tap or key press, never before, and only while sounds are switched on.
 */
function wakeAudio(): void {
  if (!getCounterSettings().sounds) return;
  try {
    if (!context) {
      const Context = audioContextClass();
      if (!Context) return;
      context = new Context();
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No sound on this device: the verdict on screen says it all anyway.
  }
}

/** Listens for the first gesture that can unlock sound; returns the way to stop listening. */
export function prepareFeedback(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const options = { capture: true, passive: true } as const;
  const onGesture = () => {
    wakeAudio();
    // Keep listening while there is no running context yet (sounds off, or a browser that
    // suspends it again, as iOS does after a call).
    if (context?.state === 'running') stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', onGesture, options);
    window.removeEventListener('keydown', onGesture, options);
  };
  window.addEventListener('pointerdown', onGesture, options);
  window.addEventListener('keydown', onGesture, options);
  return stop;
}

function playTone(kind: Feedback): void {
  const audio = context;
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    for (const note of TONES[kind]) {
      const at = start + note.at;
      const end = at + note.duration;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = note.type;
      oscillator.frequency.setValueAtTime(note.frequency, at);
      if (note.slideTo !== undefined)
        oscillator.frequency.exponentialRampToValueAtTime(note.slideTo, end);
      // A quick fade in and out: no click at either end.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(note.level, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(end + 0.02);
    }
  } catch {
    // A tone is a courtesy: never a failure of the counter.
  }
}

function vibrate(kind: Feedback): void {
  if (typeof navigator === 'undefined' || !('vibrate' in navigator)) return;
  // Chrome refuses (and logs) a vibration before the page has had a tap or a key press.
  if ('userActivation' in navigator && !navigator.userActivation.hasBeenActive) return;
  try {
    navigator.vibrate([...VIBRATIONS[kind]]);
  } catch {
    // Not allowed here: nothing else to do.
  }
}

/** The tone and the vibration for `kind`, unless staff switched sounds off. */
export function giveFeedback(kind: Feedback): void {
  if (!getCounterSettings().sounds) return;
  playTone(kind);
  vibrate(kind);
}

/**
 * Gives the feedback of each new verdict once: `viewId` changes with every verdict shown, and
 * `kind` is that verdict's feedback (null for the silent ones: idle, checking, settling…). The
 * verdict on screen when the screen mounts is not announced again. Also readies sound for the
 * screen's first gesture.
 */
export function useVerdictFeedback(viewId: number, kind: Feedback | null): void {
  const given = useRef(viewId);
  useEffect(() => prepareFeedback(), []);
  useEffect(() => {
    if (given.current === viewId) return;
    given.current = viewId;
    if (kind) giveFeedback(kind);
  }, [viewId, kind]);
}

/** Tests start from nothing: no AudioContext from an earlier test's fake. */
export function resetFeedback(): void {
  context = null;
}
