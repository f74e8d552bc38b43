import { type AuditHead, headProblem } from './head';
import { type AuditKey, GENESIS_HASH, isSealed, lineLink } from './line';

/**
 * Where the chain goes on, decided before the log takes another line (decision 0021): the head,
 * signed with this key, naming the last line, whose link is the head's hash. One case more, in a
 * log whose line and head are two writes (files): a stop between them leaves the one line after
 * the head, chained to it and sealed with its own MAC; it is ours, and is taken over. Anything
 * else (a head or a line written without the key, lines removed or added) stops the log: going on
 * would carry a forgery, or hide a gap, into the record. Pure but for the MACs it computes.
 */

/** The last line that can be read, and where it is (for the operator's message). */
export interface LastLine {
  seq: number;
  prev: string;
  line: string;
  day: string;
  where: string;
}

export type ChainEnd =
  | { kind: 'go-on'; head: AuditHead }
  | { kind: 'take-over'; head: AuditHead }
  | { kind: 'stop'; why: string };

export interface ChainEndInput {
  /** The head as read, or null when there is none; 'unreadable' when it is not a head. */
  head: AuditHead | null | 'unreadable';
  last: LastLine | null;
  key: AuditKey | null;
  /** Whether a line can stand after its head by a stop between two writes (files: yes). */
  takesOver: boolean;
  /** What the operator calls the head: its file's name, or the database's row. */
  headName: string;
}

const stop = (why: string): ChainEnd => ({ kind: 'stop', why });

/** The error a stopped log throws: one line for the operator, and how to check the log. */
export function cannotGoOn(where: string, why: string, check: string): Error {
  return new Error(
    `The audit log in ${where} cannot go on: ${why} Writes are refused, unsent, until it can: ` +
      `run \`npm run audit:verify\` ${check}.`,
  );
}

export async function chainEnd(input: ChainEndInput): Promise<ChainEnd> {
  const { head, last, key, takesOver, headName: HEAD_FILE_NAME } = input;
  if (head === 'unreadable') return stop(`${HEAD_FILE_NAME} is unreadable.`);
  if (head === null) {
    // Starting again from the lines would hide whether lines at the end were removed.
    if (last !== null) {
      return stop(
        `${HEAD_FILE_NAME} is missing, and the log holds lines (or move them aside, and keep ` +
          'them, to start a new log).',
      );
    }
    const fresh: AuditHead = { seq: 0, hash: GENESIS_HASH, day: '' };
    return { kind: 'go-on', head: key ? { ...fresh, sealedFrom: 1 } : fresh };
  }
  const problem = await headProblem(head, key, HEAD_FILE_NAME);
  if (problem !== null) return stop(problem);
  // A head from before lines carried MACs: they do from the next line on.
  const sealed: Pick<AuditHead, 'sealedFrom'> = key
    ? { sealedFrom: head.sealedFrom ?? head.seq + 1 }
    : {};
  const at = last === null ? '' : ` (seq ${last.seq} in ${last.where})`;
  if (last?.seq === head.seq) {
    // A head from before the log had a key names the line's plain hash.
    const links = [await lineLink(last.line, key)];
    if (head.mac === undefined) links.push(await lineLink(last.line, null));
    if (!links.includes(head.hash)) {
      return stop(
        `the last line${at} is not the one ${HEAD_FILE_NAME} names: changed after it was written.`,
      );
    }
    return { kind: 'go-on', head: { seq: head.seq, hash: head.hash, day: head.day, ...sealed } };
  }
  if (last?.seq === head.seq + 1 && last.prev === head.hash && takesOver) {
    if (key && !(await isSealed(last.line, key))) {
      return stop(
        `the last line${at} was not written with this AUDIT_KEY (its MAC does not verify): ` +
          'it is not taken into the record.',
      );
    }
    const hash = await lineLink(last.line, key);
    return { kind: 'take-over', head: { seq: last.seq, hash, day: last.day, ...sealed } };
  }
  if (last !== null && last.seq > head.seq) {
    return stop(
      `the last line${at} stands after ${HEAD_FILE_NAME} (seq ${head.seq}) and was not ` +
        'written by the log: it is not taken into the record.',
    );
  }
  return stop(
    last === null
      ? `${HEAD_FILE_NAME} names seq ${head.seq}, but the log holds no line.`
      : `the last line${at} is not where ${HEAD_FILE_NAME} (seq ${head.seq}) ends: lines were removed.`,
  );
}
