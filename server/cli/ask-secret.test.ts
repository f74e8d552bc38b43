// @vitest-environment node
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askSecret, type SecretTerminal } from './ask-secret';

/** A terminal whose keys the test types; the "settle" wait is a turn of the event loop. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), { raw: false, isTTY: true });
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
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
  return { terminal, input, modes, shown: () => shown.join('') };
}

describe('asking for a PIN on a terminal', () => {
  it('shows the question and nothing that is typed; raw mode on, then off again', async () => {
    const { terminal, input, modes, shown } = fakeTerminal();
    const answer = askSecret('New PIN: ', terminal);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    input.write('4829');
    input.write('13\r');
    expect(await answer).toBe('482913');
    expect(shown()).toBe('New PIN: \n');
    expect(modes).toEqual([true, false]);
  });

  it('drops what was typed ahead, before the question (during the build), and says so', async () => {
    const { terminal, input, shown } = fakeTerminal();
    input.write('1111\r');
    const answer = askSecret('New PIN: ', terminal);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    input.write('2468\r');
    expect(await answer).toBe('2468');
    expect(shown()).toBe('(What was typed before this question is not used.)\nNew PIN: \n');
  });

  it('takes Backspace, and Ctrl+C stops without an answer', async () => {
    const first = fakeTerminal();
    const answer = askSecret('PIN: ', first.terminal);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    first.input.write('12x\x7f34\r');
    expect(await answer).toBe('1234');
    const second = fakeTerminal();
    const stopped = askSecret('PIN: ', second.terminal);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    second.input.write('12\x03');
    await expect(stopped).rejects.toThrow('nothing was changed');
  });
});
