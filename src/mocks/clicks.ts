import { hashString, seededRandom } from './random';
import type { LinkRecord } from './store';
import { weekday } from './ymd';

export interface HourlyRecord {
  ymd: string;
  hour: number;
  acesCnt: number;
  pernCnt: number;
}

/** A café's day: quiet nights, a morning commute, a lunch peak and an evening peak. */
const DAY_SHAPE = [
  0.25, 0.12, 0.06, 0.03, 0.03, 0.06, 0.2, 0.55, 0.9, 0.85, 0.8, 1.05, 1.6, 1.35, 0.95, 0.85, 0.9,
  1.1, 1.5, 1.65, 1.4, 1.05, 0.7, 0.45,
];
const SHAPE_TOTAL = DAY_SHAPE.reduce((sum, weight) => sum + weight, 0);

/**
 * Deterministic per link and date: the same link on the same day always gives the same numbers.
 * No clicks before the link existed or after the service's current hour; zero hours are left out,
 * as the real service leaves them out.
 */
export function hourlyClicks(
  link: LinkRecord,
  ymd: string,
  today: string,
  currentHour: number,
): HourlyRecord[] {
  if (ymd > today || ymd < link.regYmd) return [];
  const random = seededRandom(hashString(`${link.domain}|${link.linkId}|${ymd}`));
  const day = weekday(ymd);
  const weekendBoost = day === 0 || day === 6 ? 1.35 : 1;
  const dayVolume = link.dailyClicks * weekendBoost * (0.7 + random() * 0.6);
  const lastHour = ymd === today ? currentHour : 23;
  const records: HourlyRecord[] = [];
  for (let hour = 0; hour <= lastHour; hour += 1) {
    const expected = (dayVolume * (DAY_SHAPE[hour] ?? 0)) / SHAPE_TOTAL;
    const acesCnt = Math.floor(expected * (0.6 + random() * 0.8));
    const uniqueShare = 0.55 + random() * 0.4;
    if (acesCnt === 0) continue;
    records.push({ ymd, hour, acesCnt, pernCnt: Math.max(1, Math.round(acesCnt * uniqueShare)) });
  }
  return records;
}

/**
 * Totals of several links (a link group, or the whole account), day by day and hour by hour,
 * sorted by day, then hour: one day's series for v2, several for v3 (docs/api.md, operation 9).
 */
export function sumByHour(series: HourlyRecord[][]): HourlyRecord[] {
  const byDayAndHour = new Map<string, HourlyRecord>();
  for (const record of series.flat()) {
    const key = `${record.ymd} ${record.hour}`;
    const total = byDayAndHour.get(key);
    if (total) {
      total.acesCnt += record.acesCnt;
      total.pernCnt += record.pernCnt;
    } else {
      byDayAndHour.set(key, { ...record });
    }
  }
  return [...byDayAndHour.values()].sort((a, b) =>
    a.ymd === b.ymd ? a.hour - b.hour : a.ymd < b.ymd ? -1 : 1,
  );
}
