import type { Messages } from '../messages';
import type { messages as en } from '../en/settings';

export const messages: Messages<typeof en> = {
  title: '설정',
  language: {
    title: '언어',
    hint: '여기서 선택하기 전까지는 브라우저 언어로 시작합니다.',
  },
  appearance: {
    title: '화면 모드',
    themes: {
      system: '시스템 설정',
      light: '라이트',
      dark: '다크',
    },
    themeHints: {
      system: '이 기기의 설정에 따라 밝게 또는 어둡게 표시하고, 기기 설정이 바뀌면 함께 바뀝니다.',
      light: '기기 설정과 관계없이 밝은 화면에 어두운 글자로 표시합니다.',
      dark: '기기 설정과 관계없이 어두운 화면에 밝은 글자로 표시합니다. 어두운 매장에서 눈이 덜 피로합니다.',
    },
    hint: '이 기기에만 저장됩니다.',
  },
  device: {
    title: '이 기기',
    saved: '저장했습니다. 여기서 바꾼 내용은 고르는 대로 저장됩니다.',
    role: '이 기기의 용도',
    roles: {
      both: '계산대와 관리 업무',
      counter: '계산대',
      'back-office': '관리 업무',
    },
    roleHint: '탭 막대: {{tabs}}.',
    roleHintMore: '탭 막대: {{tabs}}. 더 보기: {{more}}.',
  },
  demo: {
    title: '데모 서비스',
    hint: '이 설정은 이 브라우저의 시뮬레이션 서비스에만 적용됩니다.',
    starting: '시뮬레이션 서비스를 시작하는 중입니다…',
    plan: '요금제',
    planHints: {
      personal: '단일 링크 통계만, 기본 쿠폰 도메인만 사용할 수 있습니다.',
      premium: '링크 그룹·계정 전체 통계와 맞춤 쿠폰 도메인을 사용할 수 있습니다.',
      enterprise: '쿠폰 웹훅을 사용할 수 있습니다.',
    },
    webhook: '계정 웹훅 켜짐',
    latency: '추가 지연',
    latencyNone: '없음',
    latencyMs: '{{value}}ms',
    fault: '오류 시뮬레이션',
    faultOnce: '다음 요청 한 번만',
    otherTill: '다른 계산대가 같은 쿠폰이나 카드를 처리',
    otherTillOptions: {
      off: '안 함',
      once: '다음 처리 때',
      always: '처리할 때마다',
    },
    lateWriteMs: '늦은 처리가 반영되기까지',
    serviceDate: '서비스 날짜',
    serviceDateHint: '시뮬레이션 서비스의 오늘: {{date}}',
    followRealDate: '실제 날짜 따르기',
    pinDate: '서비스 날짜 고정',
    reset: '데모 데이터 초기화',
    resetConfirm: '모든 쿠폰, 스탬프 카드, 데모 설정을 처음 상태로 되돌릴까요?',
    resetYes: '네, 초기화',
    cancel: '취소',
    resetDone: '데모 데이터를 초기화했습니다.',
  },
  counter: {
    title: '계산대',
    stampGuard: '같은 카드에 스탬프를 다시 적립하기 전에 확인할 시간 (초)',
    stampGuardHint: '실수로 두 번 적립하는 것을 막습니다. 0이면 묻지 않습니다.',
    stampUndo: '스탬프 적립 취소 가능 시간',
    stampUndoHint:
      '스탬프를 적립한 뒤 카드가 화면에 있는 동안 이 시간 안에는 취소로 되돌릴 수 있습니다.',
    minutes_one: '{{count}}분',
    minutes_other: '{{count}}분',
    sounds: '소리',
    soundsHint:
      '쿠폰이나 카드를 사용할 수 있을 때, 사용할 수 없을 때, 쿠폰 사용·스탬프 적립·보상 처리가 완료되었을 때 짧은 소리로 알려 줍니다. 진동을 지원하는 기기는 진동도 함께 울립니다.',
    saved: '저장했습니다. 여기서 바꾼 내용은 바로 저장됩니다.',
    whole: '초 단위 정수를 입력하세요. 아직 저장되지 않았습니다.',
    range: '0에서 {{max}}초 사이로 입력하세요. 아직 저장되지 않았습니다.',
  },
};
