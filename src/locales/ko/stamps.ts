import type { Messages } from '../messages';
import type { messages as en } from '../en/stamps';

export const messages: Messages<typeof en> = {
  title: '스탬프 카드',
  idle: '스탬프 카드를 스캔하거나 ID를 입력하세요.',
  checking: '스탬프 카드 {{id}} 확인 중…',
  verdict: {
    card: '사용 가능',
    full: '보상 지급 가능',
    refused: '사용 불가',
    invalidId: '올바르지 않은 스탬프 ID',
    failed: '확인하지 못함',
    rewardGiven: '보상 지급 완료',
    unknown: '처리 여부 불확실',
    notAdded: '스탬프 적립 안 됨',
    notGiven: '보상 지급 안 됨',
    notRemoved: '스탬프 적립 취소 안 됨',
    settling: '처리되었는지 확인하는 중…',
  },
  card: {
    id: '카드 ID',
    progress: '{{max}}개 중 {{count}}개 적립',
    progressLabel: '적립한 스탬프',
    moreForReward_one: '보상까지 {{count}}개 남음',
    moreForReward_other: '보상까지 {{count}}개 남음',
    rewardReady: '스탬프를 모두 모았습니다: 보상을 지급하세요.',
    validity: '사용 기간',
    owner: '소유자',
    status: '상태',
    active: '활성',
    deactivated: '비활성화됨',
    onsite: '현장 카드: 보상 지급에 현장 비밀번호가 필요합니다',
    image: '{{name}} 스탬프 이미지',
    openLink: '카드 페이지 열기',
    pending: '적립 중…',
  },
  add: {
    more_one: '+{{count}}',
    more_other: '+{{count}}',
    moreLabel_one: '스탬프 {{count}}개 적립',
    moreLabel_other: '스탬프 {{count}}개 적립 (구매한 상품마다 하나씩)',
    seriesProgress: '({{requested}}개 중 {{step}}번째)',
    seriesDone_one: '스탬프 {{count}}개를 적립했습니다.',
    seriesDone_other: '스탬프 {{count}}개를 적립했습니다.',
    seriesPartial: '{{requested}}개 중 {{added}}개 적립: 다음 적립은 처리되지 않았습니다.',
    seriesUnsure: '이번 적립 전에 {{requested}}개 중 {{added}}개를 적립했습니다.',
    action: '스탬프 적립',
    working: '{{number}}번째 스탬프 적립 중…',
    added: '{{number}}번째 스탬프를 적립했습니다.',
    confirmed: '서비스 확인: {{max}}개 중 {{count}}개.',
    refused: '스탬프가 적립되지 않았습니다. 서비스 메시지: “{{message}}”',
    refusedByServer: '스탬프가 적립되지 않았습니다. 매장 서버 메시지: “{{message}}”',
    guard_one: '이 카드는 {{count}}초 전에 스탬프를 받았습니다. 하나 더 적립할까요?',
    guard_other: '이 카드는 {{count}}초 전에 스탬프를 받았습니다. 하나 더 적립할까요?',
    guardYes: '네, 하나 더 적립',
    guardAgo_one: '이 카드는 {{count}}초 전에 스탬프를 받았습니다.',
    guardAgo_other: '이 카드는 {{count}}초 전에 스탬프를 받았습니다.',
    guardMore_one: '{{count}}개 더 적립할까요?',
    guardMore_other: '{{count}}개 더 적립할까요?',
    guardYesMore_one: '네, {{count}}개 더 적립',
    guardYesMore_other: '네, {{count}}개 더 적립',
    guardNo: '아니요',
    recovered: '처리되었습니다: 서비스에 새 스탬프가 기록되었습니다.',
    notAdded: '처리되지 않았습니다: 스탬프가 적립되지 않았습니다. 지금 적립할 수 있습니다.',
    unknown:
      '스탬프가 적립되었는지 알 수 없습니다. 다시 적립하기 전에 카드를 확인하세요. ‘다시 확인’은 카드를 읽기만 합니다.',
    readBackFailed: '서비스가 적립을 확인했지만 카드를 다시 읽지 못했습니다 ({{reason}}).',
    countMismatch: '서비스가 적립을 확인했지만, 다시 읽은 카드는 {{max}}개 중 {{count}}개입니다.',
    guardUnsure_one:
      '{{count}}초 전 이 카드의 스탬프 적립이 되었는지 알 수 없습니다. 지금 적립하면 두 개가 될 수 있습니다. 그래도 적립할까요?',
    guardUnsure_other:
      '{{count}}초 전 이 카드의 스탬프 적립이 되었는지 알 수 없습니다. 지금 적립하면 두 개가 될 수 있습니다. 그래도 적립할까요?',
    guardUnsureYes: '네, 두 개가 될 수 있음을 알고 적립합니다',
  },
  reward: {
    handOver: '보상을 전달하세요',
    offers: '카드 혜택: {{reward}}',
    action: '보상 지급',
    working: '보상 지급 중…',
    dialogTitle: '카드 {{id}} 보상 지급',
    confirm: '보상 지급',
    cancel: '취소',
    refusedInDialog: '보상이 지급되지 않았습니다. 서비스 메시지: “{{message}}”',
    refusedInDialogByServer: '보상이 지급되지 않았습니다. 매장 서버 메시지: “{{message}}”',
    notGiven: '보상이 지급되지 않았습니다.',
    changed: '확인 후 상태가 바뀌었습니다: 서비스가 지금은 이 카드를 사용할 수 없다고 합니다.',
    advice: '이 카드는 끝났습니다: 고객에게 새 카드를 발급하세요.',
    readBack: '서비스의 현재 메시지: “{{message}}”',
    readBackByServer: '매장 서버의 현재 메시지: “{{message}}”',
    notRecorded: '처리되지 않았습니다: 보상 지급이 기록되지 않았습니다. 지금 지급할 수 있습니다.',
    unknown:
      '보상 지급이 기록되었는지 알 수 없습니다. 다시 지급하기 전에 카드를 확인하세요. ‘다시 확인’은 카드를 읽기만 합니다.',
    settling:
      '응답을 받지 못했습니다. 보상 지급이 기록되었는지 카드를 다시 읽어 확인하는 중입니다. 아직 다시 지급하지 마세요.',
  },
  undo: {
    action: '마지막 스탬프 취소',
    working: '스탬프 적립을 취소하는 중…',
    available_one:
      '여기서 적립한 스탬프 {{count}}개를 적립 후 {{minutes}}분 안에 취소할 수 있습니다.',
    available_other:
      '여기서 적립한 스탬프 {{count}}개를 하나씩, 각각 적립 후 {{minutes}}분 안에 취소할 수 있습니다.',
    removed: '스탬프 적립을 취소했습니다.',
    notRemoved: '처리되지 않았습니다: 스탬프가 취소되지 않고 카드에 그대로 있습니다.',
    refused: '스탬프 적립이 취소되지 않았습니다. 응답: “{{message}}”',
    unknown:
      '스탬프 적립이 취소되었는지 알 수 없습니다. 다른 작업 전에 카드를 확인하세요. “다시 확인”은 읽기만 합니다.',
  },
  unsure: {
    counts: '처리 전 스탬프: {{before}}개. 지금: {{now}}개.',
    countsUnread: '처리 전 스탬프: {{before}}개. 지금: 읽을 수 없음.',
    reason: {
      unreadable: '카드를 다시 읽지 못해 어느 쪽인지 증명할 수 없습니다.',
      'refused-now':
        '서비스가 이 카드를 더 이상 받지 않지만, 이번 처리 때문인지는 알려 주지 않습니다.',
      'others-wrote':
        '스탬프가 1개보다 많이 늘었습니다. 다른 계산대에서도 적립했으므로 이번 처리가 되었는지 알 수 없습니다.',
      'count-fell': '스탬프 수가 줄었습니다. 다른 무언가가 이 카드를 바꾸었습니다.',
      'too-late-to-tell':
        '스탬프가 1개 늘었지만 처리한 지 오래 지나 읽었습니다. 그사이 다른 계산대에서 적립했을 수 있습니다.',
    },
    removeReason: {
      unreadable: '카드를 다시 읽지 못해 어느 쪽인지 증명할 수 없습니다.',
      'refused-now':
        '서비스가 이 카드를 더 이상 받지 않지만, 이번 처리 때문인지는 알려 주지 않습니다.',
      'others-wrote':
        '스탬프가 1개보다 많이 줄었습니다. 다른 계산대에서도 취소했으므로 이번 처리가 되었는지 알 수 없습니다.',
      'count-fell': '스탬프 수가 늘었습니다. 그사이 다른 계산대에서 이 카드에 적립했습니다.',
      'too-late-to-tell':
        '스탬프가 1개 줄었지만 처리한 지 오래 지나 읽었습니다. 그사이 다른 계산대에서 바꾸었을 수 있습니다.',
    },
  },
  invalidId: '서비스가 이 스탬프 ID를 올바르지 않다고 거절했습니다. 아무것도 기록되지 않았습니다.',
  offline: '연결이 끊겼습니다: 오프라인에서는 스탬프 카드를 확인할 수 없습니다.',
  rateLimitedWait_one: '요청이 너무 많습니다. {{count}}초 기다려 주세요.',
  rateLimitedWait_other: '요청이 너무 많습니다. {{count}}초 기다려 주세요.',
  checkAgain: '다시 확인',
};
