import type { Messages } from '../messages';
import type { messages as en } from '../en/audit';

export const messages: Messages<typeof en> = {
  title: '감사 기록',
  lead: '누가 어느 기기에서 무엇을 했는지, 서버가 기록한 그대로 보여 줍니다.',
  controls: {
    label: '볼 기록',
    day: '날짜 ({{zone}})',
    previousDay: '전날',
    nextDay: '다음 날',
    today: '오늘',
    staff: '직원',
    allStaff: '모든 직원',
    operation: '작업',
    allOperations: '모든 작업',
  },
  table: {
    caption: '감사 기록, {{date}}, 시간은 {{zone}}',
    time: '시간 ({{zone}})',
    staff: '직원',
    role: '역할',
    device: '기기',
    operation: '작업',
    target: '대상',
    outcome: '결과',
    utc: 'UTC {{time}}',
    nobody: '—',
    count_one: '{{count}}건',
    count_other: '{{count}}건',
    countOf: '{{count}}건 중 {{shown}}건',
  },
  roles: {
    counter: '계산대 직원',
    marketing: '마케팅',
    owner: '점주',
  },
  /** The service's operations as the log names them (`coupon.redeem`), in words. */
  operations: {
    coupon: {
      validate: '쿠폰 확인',
      create: '쿠폰 만들기',
      redeem: '쿠폰 사용',
    },
    stamp: {
      validate: '스탬프 카드 확인',
      add: '스탬프 찍기',
      redeem: '보상 지급',
    },
    statistics: {
      clicksByHour: '시간별 클릭 수 조회',
    },
  },
  outcomes: {
    ok: '완료',
    refused: '거절됨',
    failed: '실패',
    unknown: '확실하지 않음',
  },
  states: {
    loading: '감사 기록을 불러오는 중…',
    failed: '감사 기록을 불러오지 못했습니다.',
    retry: '다시 시도',
    forbidden: '감사 기록은 마케팅 직원과 점주만 볼 수 있습니다.',
    empty: '{{date}}에는 기록이 없습니다.',
    emptyFiltered: '{{date}}에 이 조건에 맞는 기록이 없습니다.',
    showAll: '모든 기록 보기',
  },
  csv: {
    download: 'CSV 내려받기',
  },
};
