import type { Messages } from '../messages';
import type { messages as en } from '../en/common';

export const messages: Messages<typeof en> = {
  app: {
    name: '카운터 POS',
    skipToContent: '본문으로 건너뛰기',
    loading: '불러오는 중…',
  },
  connection: {
    offline: '서버에 연결되지 않음 — 연결될 때까지 스캔해도 아무것도 보내지 않습니다',
    offlineDetail:
      '이 기기의 네트워크를 확인하세요. 네트워크가 정상이면 매장 서버가 멈췄을 수 있습니다. 이 알림은 저절로 사라집니다.',
  },
  update: {
    ready: '앱의 새 버전이 준비되었습니다.',
    detail: '계산대가 쉬고 있을 때 저절로 적용되며, 지금 적용하려면 업데이트를 누르세요.',
    apply: '지금 업데이트',
    later: '나중에',
    applying: '업데이트하는 중…',
  },
  nav: {
    label: '주 메뉴',
    coupons: '쿠폰',
    stamps: '스탬프',
    createCoupon: '쿠폰 만들기',
    clicks: '클릭 통계',
    audit: '감사 기록',
    report: '일일 보고서',
    settings: '설정',
    more: '더 보기',
    moreLabel: '다른 화면',
  },
  language: {
    label: '언어',
    switchTo: '언어를 {{language}}(으)로 바꾸기',
    en: 'English',
    ko: '한국어',
  },
  live: {
    badge: '라이브',
    description: '가게 서버에 연결되어 있습니다. 확인, 사용, 스탬프가 그대로 기록됩니다.',
    descriptionReal: '실제 서비스에 연결되어 있습니다. 확인, 사용, 스탬프가 그대로 기록됩니다.',
    badgeSimulated: '라이브 · 시뮬레이션',
    descriptionSimulated:
      '가게 서버가 시뮬레이션 서비스에 연결되어 있습니다. 실제 서비스로는 아무것도 보내지 않습니다.',
    offline: '라이브 · 연결 없음',
    offlineDescription:
      '라이브 모드이지만 지금은 서버에 연결할 수 없습니다. 아무것도 보내지 않습니다.',
  },
  demo: {
    bannerTitle: '데모 모드',
    banner: '모든 데이터는 시뮬레이션이며 실제 서비스로 전송되지 않습니다.',
    bannerPlan: '요금제: {{plan}}',
    bannerFault: '오류 시뮬레이션 중: {{fault}}',
    settingsLink: '데모 설정',
    plans: {
      personal: 'Personal',
      premium: 'Premium',
      enterprise: 'Enterprise',
    },
    faults: {
      none: '없음',
      'rate-limit': '요청 한도 초과 (HTTP 429)',
      'server-error': '서버 오류 (HTTP 500)',
      'non-json': 'JSON이 아닌 응답',
      'no-answer': '응답 없음',
      'network-error': '네트워크 끊김',
      'lost-response': '처리됐지만 응답 유실',
      'late-write': '응답이 사라지고 처리는 나중에 반영됨',
      'applied-no-answer': '처리됐지만 응답이 오지 않음',
    },
  },
  errors: {
    waitOver: '이제 다시 시도할 수 있습니다.',
    connectionBack: '연결이 돌아왔습니다. 다시 시도하세요.',
    offline: '연결 없음 — 아무것도 보내지 않았습니다. 조회하려면 인터넷이 필요합니다.',
    notSent: '아무것도 보내지 않았습니다.',
    network: '연결이 끊겼습니다. 네트워크를 확인하고 다시 시도하세요.',
    timeout: '서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
    rateLimited: '요청이 너무 많습니다. {{seconds}}초 후에 다시 시도하세요.',
    rateLimitedNoTime: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
    invalidParameter: '서비스가 이 값을 받아들이지 않았습니다.',
    refused: '서비스가 요청을 거절했습니다.',
    server: '서비스에 일시적인 문제가 있습니다. 잠시 후 다시 시도하세요.',
    unexpected: '서비스가 이 앱이 이해할 수 없는 응답을 보냈습니다.',
    unknown: '문제가 발생했습니다.',
    appCode:
      '앱의 이 부분을 불러오지 못해 아무것도 보내지 않았습니다. 페이지를 새로 고친 뒤 다시 시도하세요.',
    serviceSaid: '서비스 메시지: “{{message}}”',
    serverSaid: '매장 서버 메시지: “{{message}}”',
    retry: '다시 시도',
  },
  boundary: {
    title: '이 화면에서 문제가 발생했습니다',
    body: '앱의 다른 기능은 계속 사용할 수 있습니다. 다시 시도하거나 쿠폰 확인 화면으로 돌아가세요.',
    retry: '다시 시도',
    home: '쿠폰 확인',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '{{path}} 주소에는 페이지가 없습니다.',
    home: '쿠폰 확인 화면으로 가기',
  },
  recent: {
    title: '이 계산대의 최근 기록',
    empty: '아직 기록이 없습니다.',
    clear: '목록 지우기',
    confirmClear: '이 기기의 최근 확인 목록을 지울까요?',
    yesClear: '네, 지웁니다',
    cancel: '취소',
    checkAgain: '{{code}} 다시 확인',
    subjects: {
      coupon: '쿠폰',
      stamp: '스탬프 카드',
    },
    discount: {
      percent: '{{value}} 할인',
      amount: '{{value}} 할인',
      unknownType: '할인: {{value}}',
    },
    stamps: '{{goal}}개 중 {{count}}개',
    staff: '담당: {{name}}',
    done: {
      check: '확인만 함',
      redeem: '사용 처리됨',
      redeemTimes: '{{count}}회 사용 처리됨',
      'add-stamp_one': '스탬프 {{count}}개 적립됨',
      'add-stamp_other': '스탬프 {{count}}개 적립됨',
      'remove-stamp_one': '스탬프 {{count}}개 적립 취소됨',
      'remove-stamp_other': '스탬프 {{count}}개 적립 취소됨',
      reward: '보상 지급됨',
      rewardTimes: '보상 {{count}}회 지급됨',
    },
    tried: {
      redeem: '사용 처리',
      'add-stamp': '스탬프 적립',
      'remove-stamp': '스탬프 적립 취소',
      reward: '보상 지급',
      times: '{{action}} {{count}}회 시도',
    },
    outcomes: {
      'not-applied': '처리 안 됨',
      ok: '성공',
      refused: '거절',
      failed: '실패',
      unknown: '처리 여부 불확실',
    },
  },
  checking: {
    stillWaiting: '서비스의 응답을 아직 기다리는 중…',
    cancel: '이 확인 취소',
  },
  dialog: {
    scanBlocked:
      '방금 입력은 스캔이라 사용하지 않았습니다. 먼저 이 작업을 마치거나 취소한 다음, 다음 코드를 스캔하세요.',
    scanBlockedField:
      '방금 입력은 스캔이라 사용하지 않았고, 들어간 칸은 다시 비웠습니다. 먼저 이 작업을 마치거나 취소한 다음, 다음 코드를 스캔하세요.',
  },
  writes: {
    late: {
      redeem: {
        'went-through': '앞서 요청한 {{code}} 쿠폰 사용이 처리되었습니다.',
        'did-not': '앞서 요청한 {{code}} 쿠폰 사용이 처리되지 않았습니다.',
        'not-sure':
          '앞서 요청한 {{code}} 쿠폰 사용이 처리되었는지 알 수 없습니다. 다시 사용 처리하기 전에 그 쿠폰을 확인하세요.',
      },
      'add-stamp': {
        'went-through': '앞서 요청한 {{code}} 카드 스탬프가 적립되었습니다.',
        'did-not': '앞서 요청한 {{code}} 카드 스탬프가 적립되지 않았습니다.',
        'not-sure':
          '앞서 요청한 {{code}} 카드 스탬프가 적립되었는지 알 수 없습니다. 다시 적립하기 전에 그 카드를 확인하세요.',
      },
      'remove-stamp': {
        'went-through': '앞서 요청한 {{code}} 카드 스탬프 적립 취소가 처리되었습니다.',
        'did-not': '앞서 요청한 {{code}} 카드 스탬프 적립 취소가 처리되지 않았습니다.',
        'not-sure':
          '앞서 요청한 {{code}} 카드 스탬프 적립 취소가 처리되었는지 알 수 없습니다. 그 카드를 확인하세요.',
      },
      reward: {
        'went-through': '앞서 요청한 {{code}} 카드 보상이 지급되었습니다.',
        'did-not': '앞서 요청한 {{code}} 카드 보상이 기록되지 않았습니다.',
        'not-sure':
          '앞서 요청한 {{code}} 카드 보상이 기록되었는지 알 수 없습니다. 그 카드를 확인하세요.',
      },
    },
    interrupted: {
      checking: '앱이 닫힐 때 중단된 처리를 확인하는 중…',
      redeem: {
        'went-through': '앱이 닫힐 때 {{code}} 쿠폰 사용을 처리하던 중이었습니다: 처리되었습니다.',
        'did-not': '앱이 닫힐 때 {{code}} 쿠폰 사용을 처리하던 중이었습니다: 처리되지 않았습니다.',
        'not-sure':
          '앱이 닫힐 때 {{code}} 쿠폰 사용을 처리하던 중이었습니다: 처리되었는지 알 수 없습니다. 다시 사용 처리하기 전에 쿠폰을 확인하세요.',
      },
      'add-stamp': {
        'went-through':
          '앱이 닫힐 때 {{code}} 카드에 스탬프를 적립하던 중이었습니다: 적립되었습니다.',
        'did-not':
          '앱이 닫힐 때 {{code}} 카드에 스탬프를 적립하던 중이었습니다: 적립되지 않았습니다.',
        'not-sure':
          '앱이 닫힐 때 {{code}} 카드에 스탬프를 적립하던 중이었습니다: 적립되었는지 알 수 없습니다. 다시 적립하기 전에 카드를 확인하세요.',
      },
      'remove-stamp': {
        'went-through':
          '앱이 닫힐 때 {{code}} 카드의 스탬프 적립을 취소하던 중이었습니다: 취소되었습니다.',
        'did-not':
          '앱이 닫힐 때 {{code}} 카드의 스탬프 적립을 취소하던 중이었습니다: 취소되지 않았습니다.',
        'not-sure':
          '앱이 닫힐 때 {{code}} 카드의 스탬프 적립을 취소하던 중이었습니다: 취소되었는지 알 수 없습니다. 카드를 확인하세요.',
      },
      reward: {
        'went-through': '앱이 닫힐 때 {{code}} 카드 보상을 지급하던 중이었습니다: 지급되었습니다.',
        'did-not': '앱이 닫힐 때 {{code}} 카드 보상을 지급하던 중이었습니다: 기록되지 않았습니다.',
        'not-sure':
          '앱이 닫힐 때 {{code}} 카드 보상을 지급하던 중이었습니다: 기록되었는지 알 수 없습니다. 카드를 확인하세요.',
      },
    },
    counts: '처리 전 횟수: {{before}}, 지금: {{now}}.',
    countsUsedUp: '처리 전 횟수: {{before}}, 지금은 다 사용됨.',
    countsRefused: '처리 전 횟수: {{before}}, 지금은 서비스가 받지 않음.',
    countsUnread: '처리 전 횟수: {{before}}, 지금: 읽을 수 없음.',
    dismiss: '닫기',
    busyElsewhere: '{{code}}의 {{action}} 처리를 먼저 마무리하는 중…',
    endedElsewhere: '{{code}}의 {{action}} 처리가 끝났습니다.',
    busyAction: {
      redeem: '쿠폰 사용',
      'add-stamp': '스탬프 적립',
      'remove-stamp': '스탬프 적립 취소',
      reward: '보상 지급',
    },
  },
  validity: {
    range: '{{start}} ~ {{end}}',
    expiresToday: '오늘 만료',
    expiresIn_one: '내일 만료',
    expiresIn_other: '{{count}}일 후 만료',
    expiredAgo_one: '어제 만료됨',
    expiredAgo_other: '{{count}}일 전 만료됨',
    startsIn_one: '내일부터 사용 가능',
    startsIn_other: '{{count}}일 후부터 사용 가능',
  },
  owner: {
    noOwner: '누구나',
    showContact: '연락처 보기',
    hideContact: '연락처 숨기기',
  },
  onsitePassword: {
    label: '현장 비밀번호',
    hint: '매장 관리자가 알려 준 현장 비밀번호',
    required: '현장 비밀번호를 입력하세요.',
  },
};
