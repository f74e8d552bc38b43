export const messages = {
  title: 'Check a coupon',
  idle: 'Ready for the next coupon.',
  checking: 'Checking {{code}}…',
  verdict: {
    valid: 'Valid',
    refused: 'Cannot be used',
    failed: 'Not checked',
    redeemed: 'Redeemed',
    unknown: 'Not sure it was redeemed',
    notRedeemed: 'Not redeemed',
    settling: 'Checking whether it went through…',
  },
  discount: {
    percent: '{{value}} off',
    amount: '{{value}} off',
    unknownType: 'Discount: {{value}}',
  },
  facts: {
    code: 'Coupon',
    group: 'Group',
    validity: 'Valid',
    uses: 'Uses',
    owner: 'Belongs to',
    onsite: 'On-site coupon: the on-site password is needed',
    memberOnly: 'For this person only',
    memberOnlyNamed: 'Only for {{name}}',
    usedOf: '{{used}} of {{limit}} used',
    usesLeft_one: '{{count}} use left',
    usesLeft_other: '{{count}} uses left',
    noUsesLeft: 'no uses left',
    unlimited: 'Unlimited',
    usedTimes_one: 'used once',
    usedTimes_other: 'used {{count}} times',
    usesLabel: 'Uses of this coupon',
    openLink: 'Open the coupon’s link',
    image: 'Coupon image: {{name}}',
  },
  disagree: {
    expired:
      'This device’s date ({{today}}) is after the coupon’s end date ({{end}}), yet the service accepts it. Check this device’s date and time.',
    notYet:
      'This device’s date ({{today}}) is before the coupon’s start date ({{start}}), yet the service accepts it. Check this device’s date and time.',
    limit: 'The service accepts it, but its own numbers say all {{limit}} uses are used.',
    countUnchanged:
      'The service confirmed the redeem, but the count it reads back has not gone up.',
  },
  hints: {
    // The service's refusal does not say whether the coupon exists: the hint only names the
    // characters likely keyed as their twin, and leaves the verdict to the service's words.
    lookAlike: 'Typed by hand? Check {{code}}: {{suspects}}.',
    mayBe: 'the {{char}} may be {{twin}}',
    redeemedHere: 'Redeemed at this counter at {{time}}.',
    redeemUnsureHere: 'A redeem at this counter at {{time}} may have gone through (not sure).',
  },
  offline: 'No connection: coupons can’t be checked offline.',
  rateLimitedWait_one: 'The service asks us to slow down. Wait {{count}} second.',
  rateLimitedWait_other: 'The service asks us to slow down. Wait {{count}} seconds.',
  checkAgain: 'Check again',
  redeem: {
    apply: 'Apply {{discount}}',
    usedUp: 'That was its last use: the coupon is used up.',
    usesLeftNow_one: '{{count}} more use left on this coupon.',
    usesLeftNow_other: '{{count}} more uses left on this coupon.',
    unlimitedNow_one: 'Unlimited: used once now.',
    unlimitedNow_other: 'Unlimited: used {{count}} times now.',
    action: 'Redeem',
    working: 'Redeeming…',
    again: 'Redeem again',
    confirmAgain: 'Yes, redeem it a second time',
    recentWarning_one: 'This coupon was redeemed here {{count}} second ago.',
    recentWarning_other: 'This coupon was redeemed here {{count}} seconds ago.',
    dialogTitle: 'Redeem {{code}}',
    confirmPerson: 'This coupon is only for {{person}}. I have checked that this is them.',
    confirmPersonRequired: 'Confirm that the customer is the coupon’s owner.',
    confirm: 'Redeem',
    cancel: 'Cancel',
    refusedInDialog: 'Not redeemed. The service said: “{{message}}”',
    refusedInDialogByServer: 'Not redeemed. The shop’s server said: “{{message}}”',
    noLongerValid: 'It changed since the check: the service now says it cannot be used.',
    notRedeemed: 'Not redeemed.',
    readBackRefused: 'The service now says: “{{message}}”',
    readBackRefusedByServer: 'The shop’s server now says: “{{message}}”',
    readBackFailed: 'The new count could not be read back ({{reason}}).',
    unknownExplain:
      'We cannot tell whether the service recorded the redeem. Do not redeem again before checking: “Check again” only reads the coupon.',
    unsureUsedUp:
      'It can no longer be used anywhere, and it was valid when you redeemed it: give the discount.',
    unsureReportCheck:
      'The day report lists this redeem as not sure, so the owner can check the coupon’s last use.',
    recoveredDone: 'It went through: the service has recorded the redeem.',
    recoveredNotDone: 'It did not go through: nothing was recorded. You can redeem it now.',
    againUnsure: 'Redeem anyway',
    confirmUnsure: 'Yes, redeem: I accept it may be used twice',
    unsureWarning_one:
      'A redeem of this coupon here {{count}} second ago may have gone through: nobody could tell. Redeeming again may use it twice.',
    unsureWarning_other:
      'A redeem of this coupon here {{count}} seconds ago may have gone through: nobody could tell. Redeeming again may use it twice.',
    settling:
      'The answer to the redeem was lost. Reading the coupon back to see whether the service recorded it: do not redeem again yet.',
    unsureCounts: 'Uses before the redeem: {{before}}. Now: {{now}}.',
    unsureCountsUnread: 'Uses before the redeem: {{before}}. Now: could not be read.',
    checkedAgain: 'Checked again at {{time}}: still not known.',
    unsureCountsRefused:
      'Uses before the redeem: {{before}}. Now: not shown: the service refuses the coupon.',
    unsureReason: {
      unreadable: 'The coupon could not be read back, so there is no proof either way.',
      'refused-now':
        'The service no longer accepts the coupon, and it does not say whether this redeem used it up.',
      'others-wrote':
        'The count went up by more than one: another till redeemed it too, so this one may or may not have gone through.',
      'count-fell': 'The count went down: something else changed this coupon.',
      'too-late-to-tell':
        'The count went up by one, but this was read long after the redeem: another till may have used it since.',
    },
  },
};
