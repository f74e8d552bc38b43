#!/usr/bin/env node
// The commit habits of docs/development.md, checked: a subject of at most 72 characters, then a
// blank line before the body that says why. As the commit-msg hook (`npm run commit-msg -- FILE`,
// installed by `npm install` through core.hooksPath) and over history since the habit was taken
// up (`npm run check:commits`), which rewrites nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const SUBJECT_MAX = 72;

/**
 * Commits made on a branch that split off before the hook existed, merged after it: kept as they
 * were written rather than rewritten.
 */
const WRITTEN_BEFORE_THE_HOOK = new Set(['91dae34416a87cd0d3c028004c230d0e0cee0ed8']);

/** The problems of one commit message, each in one line; none when it keeps the habits. */
export function problemsOf(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const [subject = '', second] = lines;
  // What git writes itself for a merge or a revert is left as git writes it.
  if (/^(Merge|Revert) /.test(subject)) return [];
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  else if ([...subject].length > SUBJECT_MAX)
    problems.push(
      `the subject is ${[...subject].length} characters; at most ${SUBJECT_MAX} (the why goes in the body)`,
    );
  if (second !== undefined && second !== '')
    problems.push('the subject is one line: leave a blank line before the body');
  if (/\.$/.test(subject)) problems.push('the subject does not end with a full stop');
  return problems;
}

function main(args) {
  const [mode, value] = args;
  if (mode === '--file' && value) {
    const problems = problemsOf(readFileSync(value, 'utf8'));
    for (const problem of problems) console.error(`commit message: ${problem}`);
    return problems.length === 0 ? 0 : 1;
  }
  if (mode === '--since' && value) {
    const git = (...rest) =>
      execFileSync('git', rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    // A shallow clone, or one without the revision, has no history to hold to the habits: the
    // hook still holds each new commit, and a whole clone checks the rest.
    const known = (() => {
      try {
        git('cat-file', '-e', `${value}^{commit}`);
        return git('rev-parse', '--is-shallow-repository').trim() !== 'true';
      } catch {
        return false;
      }
    })();
    if (!known) {
      console.log(
        `check:commits: no whole history since ${value.slice(0, 7)} here; nothing to check`,
      );
      return 0;
    }
    const hashes = git('rev-list', `${value}..HEAD`).split('\n').filter(Boolean);
    let bad = 0;
    let before = 0;
    for (const hash of hashes) {
      if (WRITTEN_BEFORE_THE_HOOK.has(hash)) {
        before += 1;
        continue;
      }
      const problems = problemsOf(git('log', '-1', '--format=%B', hash));
      if (problems.length === 0) continue;
      bad += 1;
      console.error(`${hash.slice(0, 7)}: ${problems.join('; ')}`);
    }
    console.log(
      `check:commits: ${hashes.length - bad - before} of ${hashes.length} commits since ${value.slice(0, 7)} keep the habits` +
        (before > 0 ? `; ${before} written on a branch before the hook, kept as written` : ''),
    );
    return bad === 0 ? 0 : 1;
  }
  console.error('usage: commit-message.mjs --file MESSAGE_FILE | --since REVISION');
  return 2;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  process.exitCode = main(process.argv.slice(2));
}
