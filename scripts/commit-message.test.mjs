// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemsOf, SUBJECT_MAX } from './commit-message.mjs';

const long = 'x'.repeat(SUBJECT_MAX + 1);

describe('a commit message', () => {
  it.each([
    ['Connection: an answer older than the check leaves it offline\n\nWhy.\n', []],
    ['A subject alone\n', []],
    [`${'x'.repeat(SUBJECT_MAX)}\n`, []],
    // Counted in characters, not bytes: Korean and dashes are one each.
    [`${'가'.repeat(SUBJECT_MAX)}\n`, []],
    ['# a comment git shows\nSubject\n\n# another\nBody\n', []],
    [
      "Merge branch 'ops' into main, with a subject git wrote that is longer than seventy-two\n",
      [],
    ],
    ['\n\nBody only\n', ['the subject is empty']],
    [
      `${long}\n\nBody\n`,
      [
        `the subject is ${SUBJECT_MAX + 1} characters; at most ${SUBJECT_MAX} (the why goes in the body)`,
      ],
    ],
    ['Subject\nBody at once\n', ['the subject is one line: leave a blank line before the body']],
    ['Ends with a stop.\n', ['the subject does not end with a full stop']],
  ])('%j → %j', (message, problems) => {
    expect(problemsOf(message)).toEqual(problems);
  });
});
