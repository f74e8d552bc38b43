/** English strings shared by every screen. Other languages must have exactly the same keys. */
export const messages = {
  app: {
    name: 'Counter POS',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
  },
  connection: {
    offline: 'No connection to the server — scans send nothing until it is back',
    offlineDetail:
      'Check this device’s network; if it works, the shop’s server may be down. This notice goes by itself.',
  },
  update: {
    ready: 'A new version of the app is ready.',
    detail: 'It starts by itself when the counter is idle, or now if you tap Update.',
    apply: 'Update now',
    later: 'Later',
    applying: 'Updating…',
  },
  nav: {
    label: 'Main',
    coupons: 'Coupons',
    stamps: 'Stamps',
    createCoupon: 'New coupon',
    clicks: 'Clicks',
    audit: 'Audit log',
    report: 'Day report',
    settings: 'Settings',
    more: 'More',
    moreLabel: 'More screens',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch language to {{language}}',
    en: 'English',
    ko: '한국어',
  },
  live: {
    badge: 'Live',
    /** Before our server has heard from the service (just after it started): no claim. */
    description: 'Connected to the shop’s server: checks, redeems and stamps count.',
    descriptionReal: 'Connected to the real service: checks, redeems and stamps count.',
    badgeSimulated: 'Live · simulated',
    descriptionSimulated:
      'The shop’s server is connected to the simulated service: nothing reaches the real service.',
    offline: 'Live · no connection',
    offlineDescription: 'Live mode, but the server cannot be reached now: nothing is sent.',
  },
  demo: {
    bannerTitle: 'Demo mode',
    banner: 'All data is simulated; nothing reaches the real service.',
    bannerPlan: 'Plan: {{plan}}',
    bannerFault: 'Simulated failure on: {{fault}}',
    settingsLink: 'Demo settings',
    plans: {
      personal: 'Personal',
      premium: 'Premium',
      enterprise: 'Enterprise',
    },
    faults: {
      none: 'None',
      'rate-limit': 'Rate limited (HTTP 429)',
      'server-error': 'Server error (HTTP 500)',
      'non-json': 'An answer that is not JSON',
      'no-answer': 'No answer at all',
      'network-error': 'Network lost',
      'lost-response': 'Done, but the answer is lost',
      'late-write': 'The answer is lost; the write lands later',
      'applied-no-answer': 'Done, but the answer never comes',
    },
  },
  errors: {
    waitOver: 'You can try again now.',
    connectionBack: 'The connection is back: try again.',
    offline: 'No connection — nothing was sent. Checks need the internet.',
    notSent: 'Nothing was sent.',
    network: 'No connection. Check the network and try again.',
    timeout: 'The service did not answer in time. Try again.',
    rateLimited: 'Too many requests. Wait {{seconds}} seconds and try again.',
    rateLimitedNoTime: 'Too many requests. Wait a moment and try again.',
    invalidParameter: 'The service did not accept this value.',
    refused: 'The service refused this request.',
    server: 'The service has a problem right now. Try again in a moment.',
    unexpected: 'The service answered something this app does not understand.',
    unknown: 'Something went wrong.',
    appCode:
      'This part of the app could not be loaded, so nothing was sent. Reload the page, then try again.',
    serviceSaid: 'The service said: “{{message}}”',
    serverSaid: 'The shop’s server said: “{{message}}”',
    retry: 'Try again',
  },
  boundary: {
    title: 'Something went wrong on this screen',
    body: 'The rest of the app still works. Try again, or go back to the coupon counter.',
    retry: 'Try again',
    home: 'Coupon counter',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at {{path}}.',
    home: 'Go to the coupon counter',
  },
  recent: {
    title: 'Recent at this counter',
    empty: 'Nothing yet.',
    clear: 'Clear the list',
    confirmClear: 'Clear the list of recent checks on this device?',
    yesClear: 'Yes, clear',
    cancel: 'Cancel',
    /** A row's accessible name: tapping it checks the code again. */
    checkAgain: 'Check {{code}} again',
    /** Shown when an entry kept before names were recorded has none. */
    subjects: {
      coupon: 'Coupon',
      stamp: 'Stamp card',
    },
    /** The same words as the coupon verdict's (counter namespace), which this list cannot load. */
    discount: {
      percent: '{{value}} off',
      amount: '{{value}} off',
      unknownType: 'Discount: {{value}}',
    },
    stamps: '{{count}} of {{goal}}',
    staff: 'by {{name}}',
    /** What was done, when it went through. */
    done: {
      check: 'Checked only',
      redeem: 'Redeemed',
      redeemTimes: 'Redeemed {{count}} times',
      'add-stamp_one': '{{count}} stamp added',
      'add-stamp_other': '{{count}} stamps added',
      'remove-stamp_one': '{{count}} stamp taken back',
      'remove-stamp_other': '{{count}} stamps taken back',
      reward: 'Reward given',
      rewardTimes: 'Reward given {{count}} times',
    },
    /** What was tried, when it did not go through (or nobody knows). */
    tried: {
      redeem: 'Redeem',
      'add-stamp': 'Stamp add',
      'remove-stamp': 'Stamp take-back',
      reward: 'Reward',
      times: '{{action}}, {{count}} tries',
    },
    outcomes: {
      'not-applied': 'Did not go through',
      ok: 'OK',
      refused: 'Refused',
      failed: 'Failed',
      unknown: 'Not sure',
    },
  },
  checking: {
    stillWaiting: 'Still waiting for the service…',
    cancel: 'Cancel this check',
  },
  dialog: {
    scanBlocked:
      'That was a scan, not something typed here: it was not used. Finish this first or cancel, then scan the next code.',
    scanBlockedField:
      'That was a scan, not something typed here: it was not used, and the field it landed in is empty again. Finish this first or cancel, then scan the next code.',
  },
  writes: {
    late: {
      redeem: {
        'went-through': 'Earlier redeem of {{code}}: it went through.',
        'did-not': 'Earlier redeem of {{code}}: it did not go through.',
        'not-sure':
          'Earlier redeem of {{code}}: not sure it went through. Check that coupon before redeeming it again.',
      },
      'add-stamp': {
        'went-through': 'Earlier stamp on card {{code}}: it was added.',
        'did-not': 'Earlier stamp on card {{code}}: it was not added.',
        'not-sure':
          'Earlier stamp on card {{code}}: not sure it was added. Check that card before adding again.',
      },
      'remove-stamp': {
        'went-through': 'Earlier undo on card {{code}}: the stamp was taken back.',
        'did-not': 'Earlier undo on card {{code}}: the stamp was not taken back.',
        'not-sure':
          'Earlier undo on card {{code}}: not sure the stamp was taken back. Check that card.',
      },
      reward: {
        'went-through': 'Earlier reward for card {{code}}: it was given.',
        'did-not': 'Earlier reward for card {{code}}: it was not recorded.',
        'not-sure': 'Earlier reward for card {{code}}: not sure it was recorded. Check that card.',
      },
    },
    interrupted: {
      checking: 'Checking what happened to a write that was cut off when the app closed…',
      redeem: {
        'went-through':
          'A redeem of {{code}} was in progress when the app closed: it went through.',
        'did-not':
          'A redeem of {{code}} was in progress when the app closed: it did not go through.',
        'not-sure':
          'A redeem of {{code}} was in progress when the app closed: it can’t be told whether it went through. Check the coupon before redeeming it again.',
      },
      'add-stamp': {
        'went-through':
          'A stamp on card {{code}} was being added when the app closed: it was added.',
        'did-not':
          'A stamp on card {{code}} was being added when the app closed: it was not added.',
        'not-sure':
          'A stamp on card {{code}} was being added when the app closed: it can’t be told whether it was added. Check the card before adding again.',
      },
      'remove-stamp': {
        'went-through':
          'A stamp on card {{code}} was being taken back when the app closed: it was taken back.',
        'did-not':
          'A stamp on card {{code}} was being taken back when the app closed: it was not taken back.',
        'not-sure':
          'A stamp on card {{code}} was being taken back when the app closed: it can’t be told whether it was. Check the card.',
      },
      reward: {
        'went-through':
          'The reward for card {{code}} was being given when the app closed: it was given.',
        'did-not':
          'The reward for card {{code}} was being given when the app closed: it was not recorded.',
        'not-sure':
          'The reward for card {{code}} was being given when the app closed: it can’t be told whether it was recorded. Check the card.',
      },
    },
    counts: 'Count before: {{before}}; now: {{now}}.',
    countsUsedUp: 'Count before: {{before}}; now used up.',
    countsRefused: 'Count before: {{before}}; the service refuses it now.',
    countsUnread: 'Count before: {{before}}; now: could not be read.',
    dismiss: 'Dismiss',
    busyElsewhere: 'Finishing the {{action}} of {{code}} first…',
    endedElsewhere: 'The {{action}} of {{code}} has ended.',
    busyAction: {
      redeem: 'redeem',
      'add-stamp': 'stamp',
      'remove-stamp': 'undo',
      reward: 'reward',
    },
  },
  validity: {
    range: '{{start}} – {{end}}',
    expiresToday: 'expires today',
    expiresIn_one: 'expires tomorrow',
    expiresIn_other: 'expires in {{count}} days',
    expiredAgo_one: 'expired yesterday',
    expiredAgo_other: 'expired {{count}} days ago',
    startsIn_one: 'starts tomorrow',
    startsIn_other: 'starts in {{count}} days',
  },
  owner: {
    noOwner: 'Anyone',
    showContact: 'Show contact details',
    hideContact: 'Hide contact details',
  },
  onsitePassword: {
    label: 'On-site password',
    hint: 'The on-site password, from the shop’s manager.',
    required: 'Enter the on-site password.',
  },
};
