import type { Messages } from '../messages';
import type { messages as en } from '../en/counter';

export const messages: Messages<typeof en> = {
  title: '쿠폰 확인',
  idle: '다음 쿠폰을 스캔하세요.',
  checking: '{{code}} 확인 중…',
  verdict: {
    valid: '사용 가능',
    refused: '사용 불가',
    failed: '확인하지 못함',
    redeemed: '사용 완료',
    unknown: '사용 처리 여부 불확실',
    notRedeemed: '사용 처리 안 됨',
    settling: '처리되었는지 확인하는 중…',
  },
  discount: {
    percent: '{{value}} 할인',
    amount: '{{value}} 할인',
    unknownType: '할인: {{value}}',
  },
  facts: {
    code: '쿠폰',
    group: '그룹',
    validity: '사용 기간',
    uses: '사용 횟수',
    owner: '소유자',
    onsite: '현장 쿠폰: 현장 비밀번호가 필요합니다',
    memberOnly: '본인만 사용 가능',
    memberOnlyNamed: '{{name}} 님만 사용 가능',
    usedOf: '{{limit}}회 중 {{used}}회 사용',
    usesLeft_one: '{{count}}회 남음',
    usesLeft_other: '{{count}}회 남음',
    noUsesLeft: '남은 횟수 없음',
    unlimited: '무제한',
    usedTimes_one: '{{count}}회 사용됨',
    usedTimes_other: '{{count}}회 사용됨',
    usesLabel: '이 쿠폰의 사용 횟수',
    openLink: '쿠폰 링크 열기',
    image: '쿠폰 이미지: {{name}}',
  },
  disagree: {
    expired:
      '이 기기의 날짜({{today}})가 쿠폰 종료일({{end}})보다 늦은데도 서비스는 사용 가능하다고 합니다. 기기의 날짜와 시간을 확인하세요.',
    notYet:
      '이 기기의 날짜({{today}})가 쿠폰 시작일({{start}})보다 이른데도 서비스는 사용 가능하다고 합니다. 기기의 날짜와 시간을 확인하세요.',
    limit: '서비스는 사용 가능하다고 하지만, 쿠폰 정보로는 {{limit}}회를 모두 사용했습니다.',
    countUnchanged: '서비스가 사용 처리를 확인했지만, 다시 읽은 사용 횟수가 늘지 않았습니다.',
  },
  hints: {
    lookAlike: '직접 입력했다면 {{code}}를 확인하세요: {{suspects}}.',
    mayBe: '{{char}} 대신 {{twin}}일 수 있습니다',
    redeemedHere: '이 계산대에서 {{time}}에 사용 처리했습니다.',
    redeemUnsureHere: '{{time}}에 이 계산대에서 한 사용 처리가 되었는지 알 수 없습니다.',
  },
  offline: '연결이 끊겼습니다: 오프라인에서는 쿠폰을 확인할 수 없습니다.',
  rateLimitedWait_one: '요청이 너무 많습니다. {{count}}초 기다려 주세요.',
  rateLimitedWait_other: '요청이 너무 많습니다. {{count}}초 기다려 주세요.',
  checkAgain: '다시 확인',
  redeem: {
    apply: '{{discount}} 적용',
    usedUp: '마지막 사용이었습니다. 이 쿠폰은 모두 사용되었습니다.',
    usesLeftNow_one: '이 쿠폰은 {{count}}회 더 사용할 수 있습니다.',
    usesLeftNow_other: '이 쿠폰은 {{count}}회 더 사용할 수 있습니다.',
    unlimitedNow_one: '무제한: 지금까지 1회 사용.',
    unlimitedNow_other: '무제한: 지금까지 {{count}}회 사용.',
    action: '사용 처리',
    working: '사용 처리 중…',
    again: '다시 사용 처리',
    confirmAgain: '네, 한 번 더 사용 처리합니다',
    recentWarning_one: '이 쿠폰은 {{count}}초 전에 여기서 사용 처리되었습니다.',
    recentWarning_other: '이 쿠폰은 {{count}}초 전에 여기서 사용 처리되었습니다.',
    dialogTitle: '{{code}} 사용 처리',
    confirmPerson: '이 쿠폰은 {{person}} 님만 사용할 수 있습니다. 본인임을 확인했습니다.',
    confirmPersonRequired: '고객이 쿠폰 소유자인지 확인하세요.',
    confirm: '사용 처리',
    cancel: '취소',
    refusedInDialog: '사용 처리되지 않았습니다. 서비스 메시지: “{{message}}”',
    refusedInDialogByServer: '사용 처리되지 않았습니다. 매장 서버 메시지: “{{message}}”',
    noLongerValid: '확인 후 상태가 바뀌었습니다: 서비스가 지금은 사용할 수 없다고 합니다.',
    notRedeemed: '사용 처리되지 않았습니다.',
    readBackRefused: '서비스의 현재 메시지: “{{message}}”',
    readBackRefusedByServer: '매장 서버의 현재 메시지: “{{message}}”',
    readBackFailed: '새 사용 횟수를 다시 읽지 못했습니다 ({{reason}}).',
    unknownExplain:
      '서비스에 사용 처리가 기록되었는지 알 수 없습니다. 확인하기 전에 다시 처리하지 마세요. ‘다시 확인’은 쿠폰을 읽기만 합니다.',
    unsureUsedUp:
      '이 쿠폰은 이제 어디서도 다시 사용할 수 없고, 사용 처리할 때는 유효했습니다. 할인을 적용하세요.',
    unsureReportCheck:
      '일일 보고서에 이 사용 처리가 ‘확실하지 않음’으로 표시되어 점주가 쿠폰의 마지막 사용을 확인할 수 있습니다.',
    recoveredDone: '처리되었습니다: 서비스에 사용 기록이 남았습니다.',
    recoveredNotDone: '처리되지 않았습니다: 기록된 것이 없습니다. 지금 사용 처리할 수 있습니다.',
    againUnsure: '그래도 사용 처리',
    confirmUnsure: '네, 두 번 사용될 수 있음을 알고 처리합니다',
    unsureWarning_one:
      '{{count}}초 전 이 계산대에서 한 이 쿠폰의 사용 처리가 되었는지 알 수 없습니다. 다시 처리하면 두 번 사용될 수 있습니다.',
    unsureWarning_other:
      '{{count}}초 전 이 계산대에서 한 이 쿠폰의 사용 처리가 되었는지 알 수 없습니다. 다시 처리하면 두 번 사용될 수 있습니다.',
    settling:
      '사용 처리 응답을 받지 못했습니다. 서비스에 기록되었는지 쿠폰을 다시 읽어 확인하는 중입니다. 아직 다시 처리하지 마세요.',
    unsureCounts: '처리 전 사용 횟수: {{before}}. 지금: {{now}}.',
    unsureCountsUnread: '처리 전 사용 횟수: {{before}}. 지금: 읽을 수 없음.',
    checkedAgain: '{{time}}에 다시 확인했지만 아직 알 수 없습니다.',
    unsureCountsRefused: '처리 전 사용 횟수: {{before}}. 지금: 서비스가 쿠폰을 거절해 보이지 않음.',
    unsureReason: {
      unreadable: '쿠폰을 다시 읽지 못해 어느 쪽인지 증명할 수 없습니다.',
      'refused-now':
        '서비스가 이 쿠폰을 더 이상 받지 않지만, 이번 처리 때문인지는 알려 주지 않습니다.',
      'others-wrote':
        '사용 횟수가 1보다 많이 늘었습니다. 다른 계산대에서도 사용 처리했으므로 이번 처리가 되었는지 알 수 없습니다.',
      'count-fell': '사용 횟수가 줄었습니다. 다른 무언가가 이 쿠폰을 바꾸었습니다.',
      'too-late-to-tell':
        '사용 횟수가 1 늘었지만 처리한 지 오래 지나 읽었습니다. 그사이 다른 계산대에서 사용했을 수 있습니다.',
    },
  },
};
