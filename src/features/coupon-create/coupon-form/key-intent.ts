/** A key pressed in the form, as far as sending it is concerned. */
export interface FormKeyPress {
  key: string;
  /** Part of an IME composition (Korean): its Enter picks a syllable. */
  isComposing: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The key went to an <input> (not a button, a select or the memo). */
  inInput: boolean;
}

/**
 * Enter in a field never sends (scanners end with Enter); Ctrl/Cmd+Enter anywhere does. Enter on
 * a button presses it, and in the memo starts a new line, as it should: left alone (null).
 */
export function keyIntent(press: FormKeyPress): 'submit' | 'swallow' | null {
  if (press.key !== 'Enter' || press.isComposing) return null;
  if (press.ctrlKey || press.metaKey) return 'submit';
  return press.inInput ? 'swallow' : null;
}
