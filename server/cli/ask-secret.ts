/**
 * Asks for a secret (a PIN) on a terminal: nothing typed is shown, and nothing typed before the
 * question is used. `npm run staff` builds the server first (about 5 s); keys a person types ahead
 * in that time were typed before anyone asked, so they are dropped, with a word, rather than
 * taken as the start of the PIN.
 */
export interface SecretTerminal {
  input: NodeJS.ReadableStream & { setRawMode: (raw: boolean) => unknown };
  output: { write: (text: string) => unknown };
  /** Lets keys already waiting in the terminal arrive, so they can be dropped (a short wait). */
  settle: () => Promise<void>;
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\x7f', '\b']);
const CTRL_C = '\x03';
const CTRL_D = '\x04';

export async function askSecret(question: string, terminal: SecretTerminal): Promise<string> {
  const { input, output } = terminal;
  input.setRawMode(true);
  const ahead = { typed: false };
  const drop = () => {
    ahead.typed = true;
  };
  input.on('data', drop);
  input.resume();
  await terminal.settle();
  input.off('data', drop);
  if (ahead.typed) output.write('(What was typed before this question is not used.)\n');
  output.write(question);
  return new Promise((done, fail) => {
    let answer = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const key of String(chunk)) {
        if (ENTER.has(key)) return finish(() => done(answer.trim()));
        if (key === CTRL_C || key === CTRL_D)
          return finish(() => fail(new Error('Stopped; nothing was changed.')));
        if (BACKSPACE.has(key)) answer = answer.slice(0, -1);
        else answer += key;
      }
    };
    input.on('data', onData);
  });
}
