import { useEffect, useRef } from 'react';
import { afterPaint } from '../lib/after-paint';
import { onceLoaded } from '../lib/once-loaded';
import { getCounterSettings } from './counter-settings';
import type * as SoundsModule from './feedback-sounds';

/**
 * What the counter says without words, for staff looking at the customer rather than the
 * screen: a short tone, and a vibration where the device has one (Settings → At the counter →
 * Sounds switches both). Made with the Web Audio API: no audio files, nothing to download.
 */
export type Feedback = 'valid' | 'refused' | 'done';

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

/** The tones and vibrations (feedback-sounds.ts), fetched after the counter's first paint. */
const loadSounds = onceLoaded((): Promise<typeof SoundsModule> => import('./feedback-sounds'));

/** The tone and the vibration for `kind`, unless staff switched sounds off. */
export function giveFeedback(kind: Feedback): void {
  if (!getCounterSettings().sounds) return;
  // In the order given (a valid tone, then the redeem's chime); none if the code cannot come.
  void loadSounds().then(
    (module) => module.sound(context, kind),
    () => undefined,
  );
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
  useEffect(() => afterPaint(() => void loadSounds().catch(() => undefined)), []);
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
