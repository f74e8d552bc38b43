/*
 * The simulated service's own failure codes for stamp cards (1201–1211), each with its English and
 * Korean message. codes.ts puts them together.
 */
export const STAMP_FAILURES = {
  STAMP_NOT_FOUND: {
    code: 1201,
    status: 200,
    en: 'Stamp not found.',
    ko: '스탬프를 찾을 수 없습니다.',
  },
  STAMP_NOT_YET_ACTIVE: {
    code: 1202,
    status: 200,
    en: 'This stamp card is not valid yet. It can be used from {date}.',
    ko: '아직 사용할 수 없는 스탬프입니다. {date}부터 사용할 수 있습니다.',
  },
  STAMP_EXPIRED: {
    code: 1203,
    status: 200,
    en: 'This stamp card expired on {date}.',
    ko: '{date}에 만료된 스탬프입니다.',
  },
  STAMP_DEACTIVATED: {
    code: 1204,
    status: 200,
    en: 'This stamp card has been deactivated.',
    ko: '비활성화된 스탬프입니다.',
  },
  STAMP_REWARD_GIVEN: {
    code: 1205,
    status: 200,
    en: 'The reward for this stamp card has already been given.',
    ko: '이미 보상이 지급된 스탬프입니다.',
  },
  STAMP_FULL: {
    code: 1206,
    status: 200,
    en: 'This stamp card is already full ({max} of {max}).',
    ko: '스탬프가 이미 모두 적립되었습니다 ({max}/{max}).',
  },
  STAMP_NOT_FULL: {
    code: 1207,
    status: 200,
    en: 'The reward needs a full card: {stamps} of {max} stamps collected.',
    ko: '보상은 스탬프를 모두 모아야 받을 수 있습니다: {max}개 중 {stamps}개 적립.',
  },
  STAMP_ONSITE_PWD_WRONG: {
    code: 1208,
    status: 200,
    en: 'The on-site password is incorrect.',
    ko: '현장 비밀번호가 올바르지 않습니다.',
  },
  STAMP_ONSITE_PWD_REQUIRED: {
    code: 1209,
    status: 200,
    en: 'The on-site password is required for this stamp card.',
    ko: '이 스탬프는 현장 비밀번호가 필요합니다.',
  },
  STAMP_EMPTY: {
    code: 1210,
    status: 200,
    en: 'This stamp card has no stamp to take off.',
    ko: '이 스탬프에는 취소할 스탬프가 없습니다.',
  },
  STAMP_UPDATE_FIELD: {
    code: 1211,
    status: 200,
    en: 'This value cannot be set on a stamp card: {param}.',
    ko: '스탬프에 설정할 수 없는 값입니다: {param}',
  },
} as const;
