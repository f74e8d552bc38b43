/**
 * Asks for a secret (a PIN) on a terminal, in raw mode: nothing typed is shown. (While
 * `npm run staff` builds the server, scripts/staff.sh keeps the terminal from echoing.)
 */
export interface SecretTerminal {
  input: NodeJS.ReadableStream & { setRawMode: (raw: boolean) => unknown };
  output: { write: (text: string) => unknown };
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\x7f', '\b']);
const STOP = new Set(['\x03', '\x04']);

export function askSecret(question: string, { input, output }: SecretTerminal): Promise<string> {
  input.setRawMode(true);
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
        // Ctrl+C or Ctrl+D: raw mode turns them into keys, so they are ours to honour.
        if (STOP.has(key)) return finish(() => fail(new Error('Stopped; nothing was changed.')));
        if (BACKSPACE.has(key)) answer = answer.slice(0, -1);
        else answer += key;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
