import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

export type Shortcut = 'focus-scan' | 'clear' | 'help';

const KEYS: Readonly<Partial<Record<string, Shortcut>>> = {
  '/': 'focus-scan',
  Escape: 'clear',
  '?': 'help',
};

/** Where staff type: a key pressed there is theirs, never a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * A pop-up shown by a button (the navigation's More list, live mode's staff chip: useDismiss)
 * is open: its button says so.
 */
const OPEN_POP_UP = '[aria-expanded="true"][aria-controls]';

/**
 * The shortcut a key press asks for, or null when it must be left alone: a modifier is held, an
 * input method is composing, a dialog is open (its own Esc closes it), Esc with a pop-up open
 * (the pop-up's Esc closes it), or staff are typing — in any field but the scan field, and in
 * the scan field unless it is empty (a scanner may type "/" or "?" inside a code; Esc in a
 * filled scan field clears its text, the field's own rule).
 */
export function shortcutFor(event: KeyboardEvent, field: HTMLInputElement | null): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.isComposing) return null;
  const shortcut = KEYS[event.key];
  if (!shortcut || document.querySelector('dialog[open]')) return null;
  if (shortcut === 'clear' && document.querySelector(OPEN_POP_UP)) return null;
  const active = document.activeElement;
  if (field && active === field) return field.value === '' ? shortcut : null;
  if (active?.closest(TYPING)) return null;
  return shortcut;
}

/**
 * The counter's keys: `/` the scan field, Esc clears the verdict, `?` lists the shortcuts.
 * Listens on the window in the capture phase, so a shortcut is seen before the scan field's
 * redirect of printable keys (document, capture) and is never typed into the field.
 */
export function useCounterShortcuts(
  field: RefObject<HTMLInputElement | null>,
  onShortcut: (shortcut: Shortcut) => void,
): void {
  const run = useEffectEvent(onShortcut);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = shortcutFor(event, field.current);
      if (!shortcut) return;
      event.preventDefault();
      event.stopPropagation();
      run(shortcut);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [field]);
}

/**
 * The shortcuts' list: open or not, and focus handed back, when it closes, to where it was when
 * the list opened (the scan field, or the button that opened it).
 */
export function useShortcutsList(): { open: boolean; show: () => void; close: () => void } {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) return;
    const from = opener.current;
    opener.current = null;
    if (from?.isConnected) from.focus();
  }, [open]);
  return {
    open,
    show: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
