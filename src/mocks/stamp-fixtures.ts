/*
 * The stamp card fixtures, one per state the stamp screen can show (the fixture table of docs/demo.md
 * lists their numbers; keep the two in step).
 */
import type { ServiceState, StampRecord } from './store';
import { addDays } from './ymd';
import { DEFAULT_DOMAIN, FIXTURE_MEMBER, FIXTURE_PASSWORDS, regYmdt } from './fixture-basics';

export const STAMP_FIXTURES = {
  inProgress: 274,
  oneShort: 275,
  full: 276,
  rewardGiven: 277,
  deactivated: 278,
  expired: 279,
  onsite: 280,
  notYetActive: 281,
} as const;

function stamp(
  today: string,
  fields: Partial<StampRecord> & Pick<StampRecord, 'stampIdx' | 'stamps'>,
): StampRecord {
  return {
    domain: DEFAULT_DOMAIN,
    cardIdx: 31,
    cardNm: 'Coffee card',
    cardTtl: 'Ten coffees, the eleventh is on us',
    maxStamps: 10,
    url: 'https://example.com/menu',
    strtYmd: addDays(today, -60),
    endYmd: addDays(today, 120),
    onsiteYn: 'N',
    onsitePwd: null,
    memo: null,
    activeYn: 'Y',
    rewardGiven: false,
    userId: FIXTURE_MEMBER.userId,
    userNm: FIXTURE_MEMBER.userNm,
    userPhnno: '010-1234-5678',
    userEml: 'minji.kim@example.com',
    userEtc1: null,
    userEtc2: null,
    stampImgUrl: '/demo/stamp-coffee.svg',
    regYmdt: regYmdt(today, 40),
    history: [],
    ...fields,
  };
}

/** A fresh store's stamp cards, by their number. */
export function seedStamps(today: string): ServiceState['stamps'] {
  const s = STAMP_FIXTURES;
  const stamps: StampRecord[] = [
    // Answered as the service's own validate sample answers 274: with `"stampIdx": 16`.
    stamp(today, { stampIdx: s.inProgress, stamps: 3, answerIdx: 16 }),
    stamp(today, { stampIdx: s.oneShort, stamps: 9 }),
    stamp(today, { stampIdx: s.full, stamps: 10 }),
    stamp(today, { stampIdx: s.rewardGiven, stamps: 10, rewardGiven: true }),
    stamp(today, { stampIdx: s.deactivated, stamps: 4, activeYn: 'N' }),
    stamp(today, {
      stampIdx: s.expired,
      stamps: 5,
      strtYmd: addDays(today, -200),
      endYmd: addDays(today, -1),
    }),
    stamp(today, {
      stampIdx: s.onsite,
      stamps: 2,
      maxStamps: 5,
      cardIdx: 32,
      cardNm: '베이글 카드',
      cardTtl: '베이글 5개 구매 시 1개 무료',
      onsiteYn: 'Y',
      onsitePwd: FIXTURE_PASSWORDS.stamp,
      userId: 'guest-7f3a',
      userNm: null,
      userPhnno: null,
      userEml: null,
    }),
    stamp(today, {
      stampIdx: s.notYetActive,
      stamps: 0,
      strtYmd: addDays(today, 5),
      endYmd: addDays(today, 200),
    }),
  ];
  return Object.fromEntries(stamps.map((st) => [String(st.stampIdx), st]));
}
