import type { Feedback } from './feedback';

/*
 * What each verdict sounds and feels like: the counter's tones (Web Audio, no files) and
 * vibrations. Its own chunk, fetched after the counter's first paint (decision 0023); the
 * AudioContext itself is made by feedback.ts inside the first gesture.
 */

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

function playTone(audio: AudioContext | null, kind: Feedback): void {
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

/** The tone on `audio` (none without one) and the vibration for `kind`. */
export function sound(audio: AudioContext | null, kind: Feedback): void {
  playTone(audio, kind);
  vibrate(kind);
}
