// @vitest-environment node
import { keyIntent, type FormKeyPress } from './key-intent';

const press = (patch: Partial<FormKeyPress>): FormKeyPress => ({
  key: 'Enter',
  isComposing: false,
  ctrlKey: false,
  metaKey: false,
  inInput: true,
  ...patch,
});

describe('keyIntent', () => {
  it.each([
    ['Enter in a field (a scanner’s last key)', press({}), 'swallow'],
    ['Enter on a button or in the memo', press({ inInput: false }), null],
    ['Ctrl+Enter in a field', press({ ctrlKey: true }), 'submit'],
    ['Cmd+Enter on a button', press({ metaKey: true, inInput: false }), 'submit'],
    ['Enter that ends a Korean syllable', press({ isComposing: true }), null],
    ['Ctrl+Enter while composing', press({ isComposing: true, ctrlKey: true }), null],
    ['another key', press({ key: 'a' }), null],
    ['Ctrl and another key', press({ key: 's', ctrlKey: true }), null],
  ] as const)('%s', (_, given, intent) => {
    expect(keyIntent(given)).toBe(intent);
  });
});
