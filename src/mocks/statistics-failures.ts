/*
 * The simulated service's own failure codes for click statistics (1301–1305), each with its English
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
} as const;
