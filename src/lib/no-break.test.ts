// @vitest-environment node
import { runsKeepingWhole } from './no-break';

describe('runsKeepingWhole', () => {
  it('marks each piece whole and leaves the words around it free to break', () => {
    expect(runsKeepingWhole('20% off, valid 2026. 11. 25. ~', ['20%', '2026. 11. 25.'])).toEqual([
      { text: '20%', whole: true },
      { text: ' off, valid ', whole: false },
      { text: '2026. 11. 25.', whole: true },
      { text: ' ~', whole: false },
    ]);
  });

  it('marks every occurrence, lets the earlier of two overlapping pieces win, ignores the rest', () => {
    expect(runsKeepingWhole('5 of 5', ['5', null, '', 'absent'])).toEqual([
      { text: '5', whole: true },
      { text: ' of ', whole: false },
      { text: '5', whole: true },
    ]);
    expect(runsKeepingWhole('Nov 25, 2026', ['Nov 25', '25, 2026'])).toEqual([
      { text: 'Nov 25', whole: true },
      { text: ', 2026', whole: false },
    ]);
    expect(runsKeepingWhole('plain', [])).toEqual([{ text: 'plain', whole: false }]);
  });
});
