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

  it('discards what was typed before the first question (during the build), and says so', async () => {
    const { terminal, input, shown } = fakeTerminal();
    // Typed ahead, before anyone asked: waiting in the terminal when the question comes.
    input.write('1111\r');
    const answer = askSecret('New PIN: ', terminal);
    input.write('2468\r');
    expect(await answer).toBe('2468');
    expect(shown()).toBe(
      '(Anything typed during the build was discarded: type the PIN now.)\nNew PIN: \n',
    );
  });

  it('discards what the terminal itself still holds, and only before the first question', async () => {
    const { terminal, input, shown } = fakeTerminal();
    let queued = 5;
    const withQueue: SecretTerminal = {
      ...terminal,
      discardQueued: () => {
        const bytes = queued;
        queued = 0;
        return bytes;
      },
    };
    const first = askSecret('New PIN: ', withQueue);
    // A PIN typed ahead of the second question (after the first) is an answer, not type-ahead.
    input.write('2468\r2468\r');
    expect(await first).toBe('2468');
    expect(await askSecret('The same PIN again: ', withQueue)).toBe('2468');
    expect(shown()).toBe(
      '(Anything typed during the build was discarded: type the PIN now.)\nNew PIN: \nThe same PIN again: \n',
    );
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
