// @vitest-environment node
import fc from 'fast-check';
import type { HourlyRecord } from './clicks';
import type { RuleContext } from './rules/outcome';
import {
  clicksByHour,
  clicksByRange,
  RANGE_DAYS_MAX,
  type ClicksScopeInput,
} from './rules/statistics';
import { createSimulatedService } from './service';
import type { Plan } from './store';
import { rawCall, withTestService } from './test-helpers';
import { addDays } from './ymd';

/** Clicks by hour, v3 (docs/api.md, operation 9): a range of days, v2's figures for each. */

const harness = withTestService();
const TODAY = '2026-11-21';
const LINK = 'linkId=spring-sale&domain=https%3A%2F%2Fvvd.bz';

function v3(query: string, language = 'en') {
  return rawCall('GET', `/api/statistics/v3/clicks-by-hour?${query}`, undefined, language);
}

/** The range of `days` days ending yesterday. */
function lastDays(days: number): string {
  return `startYmd=${addDays(TODAY, -days)}&endYmd=${addDays(TODAY, -1)}`;
}

describe('clicks by hour v3: what is refused', () => {
  it.each([
    ['personal', 7, 0],
    ['personal', 8, 1307],
    ['premium', 14, 0],
    ['premium', 15, 1307],
    ['enterprise', 31, 0],
    ['enterprise', 32, 1307],
  ] as const)('%s, %i days: code %i', async (plan, days, code) => {
    harness.service.controls.update({ plan });
    const answer = await v3(`${lastDays(days)}&${LINK}`);
    expect(answer.code).toBe(code);
    if (code === 0) {
      expect(new Set((answer.result as HourlyRecord[]).map((r) => r.ymd)).size).toBe(days);
    } else {
      expect(answer.result).toBeNull();
    }
  });

  it('names the plan and its longest range, in the asked-for language', async () => {
    harness.service.controls.update({ plan: 'personal' });
    expect((await v3(`${lastDays(8)}&${LINK}`)).message).toBe(
      'On the Personal plan, a range is at most 7 days.',
    );
    expect((await v3(`${lastDays(8)}&${LINK}`, 'ko')).message).toBe(
      'Personal 요금제에서 기간은 최대 7일입니다.',
    );
    harness.service.controls.update({ plan: 'enterprise' });
    expect((await v3(lastDays(32))).message).toBe(
      'On the Enterprise plan, a range is at most 31 days.',
    );
  });

  it.each([
    ['no dates', ''],
    ['no start', 'endYmd=2026-11-20'],
    ['no end', 'startYmd=2026-11-20'],
    ['an empty start', 'startYmd=&endYmd=2026-11-20'],
    ['not a calendar day', 'startYmd=2026-02-28&endYmd=2026-02-30'],
    ['another form', 'startYmd=20-11-2026&endYmd=2026-11-21'],
    ['the start after the end', 'startYmd=2026-11-21&endYmd=2026-11-20'],
  ])('refuses %s (1306)', async (_, dates) => {
    const answer = await v3(`${dates}&${LINK}`);
    expect(answer).toMatchObject({ status: 200, code: 1306, result: null });
    expect(answer.message).toContain('startYmd');
  });

  it.each([
    ['a link and a group', 'linkId=menu&grpIdx=1', 1305],
    ['an unknown link', 'linkId=nope&domain=https%3A%2F%2Fvvd.bz', 1303],
    ['an unknown group', 'grpIdx=9', 1304],
  ])('refuses %s, as v2 does', async (_, scope, code) => {
    expect((await v3(`${lastDays(3)}&${scope}`)).code).toBe(code);
  });

  it('Personal: a group is refused (700), the account and a link without domain too (1302)', async () => {
    harness.service.controls.update({ plan: 'personal' });
    const group = await v3(`${lastDays(3)}&grpIdx=1`);
    expect(group.code).toBe(700);
    expect(group.message).toBe('This operation needs the Premium plan or higher.');
    expect((await v3(lastDays(3))).code).toBe(1302);
    expect((await v3(`${lastDays(3)}&linkId=menu`)).code).toBe(1302);
  });

  it("keeps v2's order: grpIdx bound first, then the dates, then the range, then the scope", async () => {
    expect(await v3('startYmd=x&grpIdx=1.5')).toMatchObject({ status: 400, code: 653 });
    expect((await v3('startYmd=x&linkId=nope')).code).toBe(1306);
    harness.service.controls.update({ plan: 'personal' });
    expect((await v3(`${lastDays(8)}&grpIdx=1`)).code).toBe(1307);
  });
});

describe('clicks by hour v3: the figures', () => {
  it('has nothing after the current hour today, and nothing before a link existed', async () => {
    const today = (await v3(`startYmd=${addDays(TODAY, -1)}&endYmd=${TODAY}&${LINK}`))
      .result as HourlyRecord[];
    expect(today.some((r) => r.ymd === addDays(TODAY, -1) && r.hour === 23)).toBe(true);
    expect(Math.max(...today.filter((r) => r.ymd === TODAY).map((r) => r.hour))).toBe(10);
    // event2026 was made 60 days ago (seed.ts).
    const made = addDays(TODAY, -60);
    const around = (
      await v3(
        `startYmd=${addDays(made, -5)}&endYmd=${addDays(made, 5)}&linkId=event2026&domain=https%3A%2F%2Fvvd.bz`,
      )
    ).result as HourlyRecord[];
    expect([...new Set(around.map((r) => r.ymd))]).toEqual(
      [0, 1, 2, 3, 4, 5].map((day) => addDays(made, day)),
    );
  });

  it("is clicks by hour to the demo's fault controls, as v2 is", async () => {
    harness.service.controls.update({
      fault: 'server-error',
      faultOperations: ['statistics.clicksByHour'],
    });
    expect((await v3(`${lastDays(3)}&${LINK}`)).status).toBe(500);
  });

  it("answers each day with v2's figures exactly, refusals and all", () => {
    const service = createSimulatedService({ now: `${TODAY}T10:30:00+09:00` });
    const { state } = service;
    const scope: fc.Arbitrary<ClicksScopeInput> = fc
      .oneof(
        fc.constantFrom(...state.links).map((l) => ({ linkId: l.linkId, domain: l.domain })),
        fc.constantFrom(...state.links).map((l) => ({ linkId: l.linkId, domain: null })),
        fc.constantFrom('1', '2', '9').map((grpIdx) => ({ grpIdx })),
        fc.constant({}),
        fc.constant({ linkId: 'menu', grpIdx: '2' }),
        fc.constant({ linkId: 'nope', domain: 'https://vvd.bz' }),
      )
      .map((given) => ({ linkId: null, domain: null, grpIdx: null, ...given }));
    // Ends near today and near the days links were made (seed.ts), and anywhere else.
    const endOffset = fc.oneof(
      fc.integer({ min: -420, max: 3 }),
      fc.constantFrom(0, -60, -90).chain((day) => fc.integer({ min: day, max: day + 10 })),
    );
    const plan = fc.constantFrom<Plan>('personal', 'premium', 'enterprise');
    const input = plan.chain((p) =>
      fc.record({
        plan: fc.constant(p),
        hour: fc.integer({ min: 0, max: 23 }),
        scope,
        end: endOffset,
        days: fc.integer({ min: 1, max: RANGE_DAYS_MAX[p] }),
      }),
    );
    fc.assert(
      fc.property(input, ({ plan, hour, scope, end, days }) => {
        const ctx: RuleContext = { ...service.context(), state: { ...state, plan }, hour };
        const endYmd = addDays(TODAY, end);
        const startYmd = addDays(endYmd, 1 - days);
        const range = clicksByRange(ctx, { ...scope, startYmd, endYmd });
        const rows: HourlyRecord[] = [];
        for (let i = 0; i < days; i += 1) {
          const ymd = addDays(startYmd, i);
          const day = clicksByHour(ctx, { ...scope, ymd });
          if (!day.ok) {
            expect(range).toEqual(day);
            return;
          }
          if (!range.ok) throw new Error(`v3 refused what v2 answers: ${range.failure.name}`);
          expect(range.value.filter((r) => r.ymd === ymd)).toEqual(day.value);
          rows.push(...day.value);
        }
        expect(range).toEqual({ ok: true, value: rows });
        expect(rows.every((r) => r.ymd < TODAY || (r.ymd === TODAY && r.hour <= hour))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
