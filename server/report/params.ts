import { own, type Reply } from '../api/reply';
import type { Lang } from '../messages';
import { COUPON_PATTERN_MAX, REDEEM_RANGE_DAYS_MAX } from '../../src/lib/report/redeems-by-hour';

/**
 * What a report route answers for a parameter that is not what it must be (ReportDeps.invalid):
 * 400, naming the parameter, in words for what it must be (decision 0021's routes).
 */
export function refusedReportParam(param: string, lang: Lang): Reply {
  if (param === 'from' || param === 'limit') {
    return own(400, 'invalidParameter', lang, { param }, 400);
  }
  if (param === 'endYmd') {
    return own(400, 'invalidDayRange', lang, { param, max: REDEEM_RANGE_DAYS_MAX }, 400);
  }
  if (param === 'pattern') {
    return own(400, 'invalidPattern', lang, { param, max: COUPON_PATTERN_MAX }, 400);
  }
  return own(400, 'invalidDate', lang, { param }, 400);
}
