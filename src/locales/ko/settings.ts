import type { Messages } from '../messages';
import type { messages as en } from '../en/settings';

export const messages: Messages<typeof en> = {
  title: '설정',
  language: {
    title: '언어',
    hint: '여기서 선택하기 전까지는 브라우저 언어로 시작합니다.',
  },
  device: {
    title: '이 기기',
    hint: '모든 쿠폰 사용 기록에 남아 서비스 기록에서 누가 처리했는지 알 수 있습니다.',
    deviceName: '기기 이름',
    deviceNameHint: '예: “2번 계산대”, “테라스 태블릿”',
    staffName: '직원 이름',
    staffNameHint: '지금 이 기기를 사용하는 사람',
    save: '저장',
    saved: '저장했습니다.',
    required: '이름을 입력하세요.',
    tooLong: '{{max}}자 이내로 입력하세요.',
  },
  demo: {
    title: '데모 서비스',
    hint: '이 설정은 이 브라우저의 시뮬레이션 서비스에만 적용됩니다.',
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
};
