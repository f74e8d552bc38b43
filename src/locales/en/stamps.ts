export const messages = {
  title: 'Stamp cards',
  idle: 'Scan a stamp card, or type its ID.',
  checking: 'Checking stamp card {{id}}…',
  verdict: {
    card: 'Card OK',
    full: 'Reward ready',
    refused: 'Cannot be used',
    invalidId: 'Not a valid stamp ID',
    failed: 'Not checked',
    rewardGiven: 'Reward given',
    unknown: 'Not sure it went through',
    notAdded: 'No stamp added',
    notGiven: 'Reward not given',
    notRemoved: 'No stamp taken back',
    settling: 'Checking whether it went through…',
  },
  card: {
    id: 'Card ID',
    progress: '{{count}} of {{max}} stamps',
    progressLabel: 'Stamps collected',
    moreForReward_one: '{{count}} more for the reward',
    moreForReward_other: '{{count}} more for the reward',
    rewardReady: 'The card is full: give the reward.',
    validity: 'Valid',
    owner: 'Belongs to',
    status: 'Status',
    active: 'Active',
    deactivated: 'Deactivated',
    onsite: 'On-site card: the reward needs the on-site password',
    image: 'Stamp image for {{name}}',
    openLink: 'Open the card’s page',
    pending: 'Adding…',
  },
  add: {
    more_one: '+{{count}}',
    more_other: '+{{count}}',
    moreLabel_one: 'Add {{count}} stamp',
    moreLabel_other: 'Add {{count}} stamps (one per item bought)',
    seriesProgress: '({{step}} of {{requested}})',
    seriesDone_one: '{{count}} stamp added.',
    seriesDone_other: '{{count}} stamps added.',
    seriesPartial: '{{added}} of {{requested}} added: the next one did not go through.',
    seriesUnsure: '{{added}} of {{requested}} added before this one.',
    action: 'Add a stamp',
    working: 'Adding stamp {{number}}…',
    added: 'Stamp {{number}} added.',
    confirmed: 'Confirmed by the service: {{count}} of {{max}}.',
    refused: 'No stamp added. The service said: “{{message}}”',
    refusedByServer: 'No stamp added. The shop’s server said: “{{message}}”',
    guard_one: 'This card got a stamp {{count}} second ago. Add another?',
    guard_other: 'This card got a stamp {{count}} seconds ago. Add another?',
    guardYes: 'Yes, add another',
    // A quick +2 or +3: the question names how many it adds.
    guardAgo_one: 'This card got a stamp {{count}} second ago.',
    guardAgo_other: 'This card got a stamp {{count}} seconds ago.',
    guardMore_one: 'Add {{count}} more?',
    guardMore_other: 'Add {{count}} more?',
    guardYesMore_one: 'Yes, add {{count}} more',
    guardYesMore_other: 'Yes, add {{count}} more',
    guardNo: 'No',
    recovered: 'It went through: the service has the new stamp.',
    notAdded: 'It did not go through: no stamp was added. You can add it now.',
    unknown:
      'We cannot tell whether the stamp was added. Check the card before adding again: “Check again” only reads it.',
    readBackFailed:
      'The service confirmed the stamp, but the card could not be read back ({{reason}}).',
    countMismatch:
      'The service confirmed the stamp, but the card it reads back shows {{count}} of {{max}}.',
    guardUnsure_one:
      'A stamp on this card {{count}} second ago may or may not have been added: nobody could tell. Adding now may give two. Add anyway?',
    guardUnsure_other:
      'A stamp on this card {{count}} seconds ago may or may not have been added: nobody could tell. Adding now may give two. Add anyway?',
    guardUnsureYes: 'Yes, add: I accept it may be two',
  },
  reward: {
    handOver: 'Hand over the reward',
    offers: 'The card offers: {{reward}}',
    action: 'Give reward',
    working: 'Giving the reward…',
    dialogTitle: 'Give the reward for card {{id}}',
    confirm: 'Give reward',
    cancel: 'Cancel',
    refusedInDialog: 'Reward not given. The service said: “{{message}}”',
    refusedInDialogByServer: 'Reward not given. The shop’s server said: “{{message}}”',
    notGiven: 'Reward not given.',
    changed: 'It changed since the check: the service now says the card cannot be used.',
    advice: 'This card is finished: give the customer a new card.',
    readBack: 'The service now says: “{{message}}”',
    readBackByServer: 'The shop’s server now says: “{{message}}”',
    notRecorded: 'It did not go through: the reward was not recorded. You can give it now.',
    unknown:
      'We cannot tell whether the reward was recorded. Check the card before giving it again: “Check again” only reads it.',
    settling:
      'The answer was lost. Reading the card back to see whether the service recorded the reward: do not give it again yet.',
  },
  undo: {
    action: 'Undo last stamp',
    working: 'Taking the stamp back…',
    available_one:
      '{{count}} stamp added here can be taken back, for up to {{minutes}} minutes after it was added.',
    available_other:
      '{{count}} stamps added here can be taken back, one at a time, for up to {{minutes}} minutes after each was added.',
    removed: 'Stamp taken back.',
    notRemoved: 'It did not go through: the stamp was not taken back. It is still on the card.',
    refused: 'No stamp taken back. The answer was: “{{message}}”',
    unknown:
      'We cannot tell whether the stamp was taken back. Check the card before doing anything else: “Check again” only reads it.',
  },
  unsure: {
    counts: 'Stamps before: {{before}}. Now: {{now}}.',
    countsUnread: 'Stamps before: {{before}}. Now: could not be read.',
    reason: {
      unreadable: 'The card could not be read back, so there is no proof either way.',
      'refused-now':
        'The service no longer accepts the card, and it does not say whether this was the reason.',
      'others-wrote':
        'The count went up by more than one: another till stamped it too, so this one may or may not have gone through.',
      'count-fell': 'The count went down: something else changed this card.',
      'too-late-to-tell':
        'The count went up by one, but this was read long after: another till may have stamped it since.',
    },
    /** The same reasons for taking a stamp back, whose count moves the other way. */
    removeReason: {
      unreadable: 'The card could not be read back, so there is no proof either way.',
      'refused-now':
        'The service no longer accepts the card, and it does not say whether this was the reason.',
      'others-wrote':
        'The count went down by more than one: another till took one back too, so this one may or may not have gone through.',
      'count-fell': 'The count went up: another till stamped this card meanwhile.',
      'too-late-to-tell':
        'The count went down by one, but this was read long after: another till may have changed it since.',
    },
  },
  invalidId: 'The service refused this stamp ID as not valid. Nothing was recorded.',
  offline: 'No connection: stamp cards can’t be checked offline.',
  rateLimitedWait_one: 'The service asks us to slow down. Wait {{count}} second.',
  rateLimitedWait_other: 'The service asks us to slow down. Wait {{count}} seconds.',
  checkAgain: 'Check again',
};
