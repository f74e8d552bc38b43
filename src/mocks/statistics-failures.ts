/*
 * The simulated service's own failure codes for click statistics (1301–1307), each with its English
 * and Korean message. codes.ts puts them together.
 */
export const STATISTICS_FAILURES = {
  STATS_DATE_INVALID: {
    code: 1301,
    status: 200,
    en: 'The date (ymd) must be a valid date in the form YYYY-MM-DD.',
    ko: '날짜(ymd)는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.',
  },
  STATS_LINK_REQUIRED: {
    code: 1302,
    status: 200,
    en: 'On the Personal plan, linkId and domain are both required.',
    ko: 'Personal 요금제에서는 linkId와 domain이 모두 필요합니다.',
  },
  STATS_LINK_NOT_FOUND: {
    code: 1303,
    status: 200,
    en: 'Link not found.',
    ko: '링크를 찾을 수 없습니다.',
  },
  STATS_GROUP_NOT_FOUND: {
    code: 1304,
    status: 200,
    en: 'Link group {value} does not exist.',
    ko: '존재하지 않는 링크 그룹입니다: {value}',
  },
  STATS_LINK_AND_GROUP: {
    code: 1305,
    status: 200,
    en: 'Give either a link (linkId) or a link group (grpIdx), not both.',
    ko: '링크(linkId)와 링크 그룹(grpIdx) 중 하나만 지정하세요.',
  },
  // Clicks by hour v3 (docs/api.md, operation 9): a range of days instead of one.
  STATS_RANGE_INVALID: {
    code: 1306,
    status: 200,
    en: 'The range needs startYmd and endYmd, valid dates in the form YYYY-MM-DD, the start not after the end.',
    ko: '기간에는 YYYY-MM-DD 형식의 올바른 날짜인 startYmd와 endYmd가 필요하며, 시작일이 종료일보다 늦을 수 없습니다.',
  },
  STATS_RANGE_TOO_LONG: {
    code: 1307,
    status: 200,
    en: 'On the {plan} plan, a range is at most {days} days.',
    ko: '{plan} 요금제에서 기간은 최대 {days}일입니다.',
  },
} as const;
