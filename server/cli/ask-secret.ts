import { execFileSync } from 'node:child_process';

/**
 * Asks for a secret (a PIN) on a terminal, in raw mode: nothing typed is shown. (While
 * `npm run staff` builds the server, scripts/staff.sh keeps the terminal from echoing.)
 *
 * Keys typed before the first question (during the build) were typed before anyone asked: they
 * are discarded, with a word, rather than taken as the start of the PIN. Discarding reads what the
 * terminal holds at that moment, without waiting: a timed wait for keys to "arrive" misses them on
 * a loaded machine or a pseudo-terminal.
 */
export interface SecretTerminal {
  input: NodeJS.ReadableStream & {
    setRawMode: (raw: boolean) => unknown;
    isTTY?: boolean;
    readableLength?: number;
  };
  output: { write: (text: string) => unknown };
  /**
   * Empties the terminal's own queue of keys not yet read and says how many bytes it held.
   * Default: on a terminal, `discardTerminalQueue`; otherwise nothing to empty.
   */
  discardQueued?: () => number;
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\x7f', '\b']);
const STOP = new Set(['\x03', '\x04']);

/**
 * tcflush(TCIFLUSH) for a shell: the terminal's keys not yet read are read and thrown away, with
 * the terminal set to hand over what it has at once (`-icanon min 0 time 0`: a read returns what
 * is queued, or nothing, and never waits), then set back as it was. Node has no tcflush of its own.
 */
const FLUSH_SCRIPT = [
  'saved=$(stty -g) || exit 0',
  'stty -icanon min 0 time 0',
  'total=0',
  'while :; do',
  '  got=$(dd bs=4096 count=1 2>/dev/null | wc -c | tr -d " ")',
  '  [ "${got:-0}" -gt 0 ] || break',
  '  total=$((total + got))',
  'done',
  'stty "$saved"',
  'echo "$total"',
].join('\n');

/** Empties the terminal on standard input; 0 where there is no terminal or no `stty`. */
export function discardTerminalQueue(): number {
  try {
    const out = execFileSync('sh', ['-c', FLUSH_SCRIPT], {
      stdio: ['inherit', 'pipe', 'ignore'],
      encoding: 'utf8',
    });
    return Number(out.trim()) || 0;
  } catch {
    return 0;
  }
}

/** The inputs whose type-ahead was discarded already: only the first question discards. */
const flushed = new WeakSet<object>();

/** Throws away keys typed before the first question on this input; how many bytes there were. */
function discardTypeAhead({ input, discardQueued }: SecretTerminal): number {
  if (flushed.has(input)) return 0;
  flushed.add(input);
  const fromTerminal = (discardQueued ?? (input.isTTY ? discardTerminalQueue : () => 0))();
  // Keys Node itself has read already and holds, unread by anyone.
  let held = 0;
  while ((input.readableLength ?? 0) > 0) {
    const chunk = input.read() as Buffer | string | null;
    if (chunk === null) break;
    held += chunk.length;
  }
  return fromTerminal + held;
}

export function askSecret(question: string, terminal: SecretTerminal): Promise<string> {
  const { input, output } = terminal;
  if (discardTypeAhead(terminal) > 0)
    output.write('(Anything typed during the build was discarded: type the PIN now.)\n');
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
      const text = String(chunk);
      let read = 0;
      for (const key of text) {
        read += key.length;
        if (ENTER.has(key)) {
          // Keys after Enter in the same chunk (a paste, a fast typist) answer the next question.
          const rest = text.slice(read);
          return finish(() => {
            if (rest) input.unshift(Buffer.from(rest));
            done(answer.trim());
          });
        }
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
