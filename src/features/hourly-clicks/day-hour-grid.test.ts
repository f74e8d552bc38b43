// @vitest-environment node
import { levelOf, scaleSteps, summariseRange, toDayHourGrid, weekdayOfYmd } from './day-hour-grid';

const row = (ymd: string, hour: number, acesCnt: number, pernCnt = acesCnt) => ({
  ymd,
  hour,
  acesCnt,
  pernCnt,
});

describe('toDayHourGrid', () => {
  it('has every day of the range, 24 hours each, in order', () => {
    const grid = toDayHourGrid([row('2026-11-30', 9, 4), row('2026-12-01', 23, 2)], {
      startYmd: '2026-11-29',
      endYmd: '2026-12-02',
      today: '2026-12-04',
      currentHour: 10,
    });
    expect(grid.days.map((day) => day.ymd)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(grid.days.every((day) => day.hours.length === 24)).toBe(true);
    expect(grid.days[1]?.hours[9]).toEqual({ hour: 9, clicks: 4, unique: 4, state: 'done' });
    expect(grid.days[0]?.hours[9]?.clicks).toBe(0);
    expect(grid.max).toBe(4);
    expect(grid.totalClicks).toBe(6);
  });

  it('leaves rows of days outside the range out, and hours not yet come empty', () => {
    const grid = toDayHourGrid(
      [row('2026-12-03', 5, 100), row('2026-12-04', 9, 3), row('2026-12-04', 11, 7)],
      { startYmd: '2026-12-04', endYmd: '2026-12-04', today: '2026-12-04', currentHour: 10 },
    );
    expect(grid.totalClicks).toBe(3);
    expect(grid.days[0]?.hours[10]?.state).toBe('current');
    expect(grid.days[0]?.hours[11]).toEqual({
      hour: 11,
      clicks: null,
      unique: null,
      state: 'future',
    });
  });

  it('adds the parts of one hour (a group’s links)', () => {
    const grid = toDayHourGrid([row('2026-12-01', 8, 2, 1), row('2026-12-01', 8, 3, 2)], {
      startYmd: '2026-12-01',
      endYmd: '2026-12-01',
      today: '2026-12-04',
      currentHour: 0,
    });
    expect(grid.days[0]?.hours[8]).toMatchObject({ clicks: 5, unique: 3 });
  });
});

describe('weekdayOfYmd', () => {
  it.each([
    ['2026-12-04', 5],
    ['2026-12-06', 0],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
  ])('%s is weekday %i', (ymd, weekday) => {
    expect(weekdayOfYmd(ymd)).toBe(weekday);
  });
});

describe('summariseRange', () => {
  const range = {
    startYmd: '2026-11-23',
    endYmd: '2026-12-06',
    today: '2026-12-10',
    currentHour: 0,
  };

  it('names the two busiest hours of the day and the weekday with most clicks per day', () => {
    const grid = toDayHourGrid(
      [
        row('2026-11-28', 12, 50), // Saturday
        row('2026-12-05', 12, 30), // Saturday
        row('2026-11-24', 19, 60), // Tuesday
        row('2026-12-01', 8, 5), // Tuesday
      ],
      range,
    );
    expect(summariseRange(grid)).toEqual({
      totalClicks: 145,
      busiestHours: [12, 19],
      busiestWeekday: 6,
    });
  });

  it('breaks a tie by the earlier hour, and counts a weekday by its mean', () => {
    const grid = toDayHourGrid(
      [row('2026-11-23', 14, 10), row('2026-11-23', 9, 10), row('2026-11-30', 9, 0)],
      { ...range, endYmd: '2026-11-30' },
    );
    // Monday came twice (10 and 10 → mean 10); nothing else had clicks.
    expect(summariseRange(grid)).toEqual({
      totalClicks: 20,
      busiestHours: [9, 14],
      busiestWeekday: 1,
    });
  });

  it('leaves a day still running out of the weekdays, not out of the hours', () => {
    const grid = toDayHourGrid([row('2026-12-04', 9, 40)], {
      startYmd: '2026-12-04',
      endYmd: '2026-12-04',
      today: '2026-12-04',
      currentHour: 10,
    });
    expect(summariseRange(grid)).toEqual({
      totalClicks: 40,
      busiestHours: [9],
      busiestWeekday: null,
    });
  });

  it('says nothing for a range without clicks', () => {
    expect(summariseRange(toDayHourGrid([], range))).toEqual({
      totalClicks: 0,
      busiestHours: [],
      busiestWeekday: null,
    });
  });
});

describe('the scale', () => {
  it.each([
    [0, []],
    [1, [{ level: 1, from: 1, to: 1 }]],
    [
      3,
      [
        { level: 1, from: 1, to: 1 },
        { level: 2, from: 2, to: 2 },
        { level: 3, from: 3, to: 3 },
      ],
    ],
    [
      100,
      [
        { level: 1, from: 1, to: 20 },
        { level: 2, from: 21, to: 40 },
        { level: 3, from: 41, to: 60 },
        { level: 4, from: 61, to: 80 },
        { level: 5, from: 81, to: 100 },
      ],
    ],
    [
      12,
      [
        { level: 1, from: 1, to: 3 },
        { level: 2, from: 4, to: 6 },
        { level: 3, from: 7, to: 9 },
        { level: 4, from: 10, to: 12 },
      ],
    ],
  ])('up to %i has steps %j', (max, steps) => {
    expect(scaleSteps(max)).toEqual(steps);
  });

  it('puts every count in the step whose figures hold it', () => {
    const steps = scaleSteps(100);
    expect([0, 1, 20, 21, 99, 100].map((clicks) => levelOf(clicks, steps))).toEqual([
      0, 1, 1, 2, 5, 5,
    ]);
  });
});
