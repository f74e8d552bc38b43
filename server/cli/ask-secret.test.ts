// @vitest-environment node
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askSecret, type SecretTerminal } from './ask-secret';

/** A terminal whose keys the test types. */
function fakeTerminal() {
  const input = new PassThrough();
  const modes: boolean[] = [];
  const shown: string[] = [];
  const terminal: SecretTerminal = {
    input: Object.assign(input, {
      setRawMode: (raw: boolean) => {
        modes.push(raw);
        return input;
      },
    }),
    output: { write: (text: string) => shown.push(text) },
  };
  return { terminal, input, modes, shown: () => shown.join('') };
}

describe('asking for a PIN on a terminal', () => {
  it('shows the question and nothing that is typed; raw mode on, then off again', async () => {
    const { terminal, input, modes, shown } = fakeTerminal();
    const answer = askSecret('New PIN: ', terminal);
    input.write('4829');
    input.write('13\r');
    expect(await answer).toBe('482913');
    expect(shown()).toBe('New PIN: \n');
    expect(modes).toEqual([true, false]);
  });

  it('takes Backspace, and Ctrl+C stops without an answer', async () => {
    const first = fakeTerminal();
    const answer = askSecret('PIN: ', first.terminal);
    first.input.write('12x\x7f34\r');
    expect(await answer).toBe('1234');
    const second = fakeTerminal();
    const stopped = askSecret('PIN: ', second.terminal);
    second.input.write('12\x03');
    await expect(stopped).rejects.toThrow('nothing was changed');
    expect(second.shown()).toBe('PIN: \n');
  });
});
