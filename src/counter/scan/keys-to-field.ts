import { useEffect, type RefObject } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/**
 * A scan that starts while focus is elsewhere (after tapping a button) must not lose its first
 * characters: printable keys are sent to the field, unless staff are typing somewhere else.
 */
export function useKeysToField(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function redirect(event: globalThis.KeyboardEvent) {
      const field = input.current;
      if (!field || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (event.key.length !== 1 || document.querySelector('dialog[open]')) return;
      const active = document.activeElement;
      if (active === field || active?.matches(EDITABLE)) return;
      if (event.key === ' ' && active?.matches('button, a, summary, [role="button"]')) return;
      field.focus();
    }
    document.addEventListener('keydown', redirect, true);
    return () => document.removeEventListener('keydown', redirect, true);
  }, [input]);
}
