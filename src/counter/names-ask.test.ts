import { describe, expect, it } from 'vitest';
import { namesAskDue } from './names-ask';

describe('namesAskDue', () => {
  it.each([
    ['', '', false, true],
    ['Till 2', '', false, true],
    ['', 'Jiwoo', false, true],
    ['  ', 'Jiwoo', false, true],
    ['Till 2', 'Jiwoo', false, false],
    ['', '', true, false],
    ['Till 2', '', true, false],
  ])('till %j, person %j, answered %s: asks %s', (till, person, answered, due) => {
    expect(namesAskDue({ till, person }, answered)).toBe(due);
  });
});
