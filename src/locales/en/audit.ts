/** English strings of the audit log screen (live mode, marketing and owners). */
export const messages = {
  title: 'Audit log',
  lead: 'Who did what, on which device, as our server recorded it.',
  controls: {
    label: 'Which entries',
    day: 'Day ({{zone}})',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    today: 'Today',
    staff: 'Staff',
    allStaff: 'All staff',
    operation: 'Operation',
    allOperations: 'All operations',
  },
  table: {
    caption: 'Audit log, {{date}}; times in {{zone}}',
    time: 'Time ({{zone}})',
    staff: 'Staff',
    role: 'Role',
    device: 'Device',
    operation: 'Operation',
    target: 'Target',
    outcome: 'Outcome',
    utc: '{{time}} UTC',
    nobody: '—',
    count_one: '{{count}} entry',
    count_other: '{{count}} entries',
    countOf: '{{shown}} of {{count}} entries',
  },
  roles: {
    counter: 'Counter staff',
    marketing: 'Marketing',
    owner: 'Owner',
  },
  /** The service's operations as the log names them (`coupon.redeem`), in words. */
  operations: {
    coupon: {
      validate: 'Check a coupon',
      create: 'Create a coupon',
      redeem: 'Redeem a coupon',
    },
    stamp: {
      validate: 'Check a stamp card',
      add: 'Add stamps',
      redeem: 'Give a reward',
    },
    statistics: {
      clicksByHour: 'Read clicks per hour',
    },
  },
  outcomes: {
    ok: 'Done',
    refused: 'Refused',
    failed: 'Failed',
    unknown: 'Not sure',
  },
  states: {
    loading: 'Loading the audit log…',
    failed: 'The audit log could not be loaded.',
    retry: 'Try again',
    forbidden: 'Only marketing staff and owners can read the audit log.',
    empty: 'Nothing was recorded on {{date}}.',
    emptyFiltered: 'No entries on {{date}} match these filters.',
    showAll: 'Show all entries',
  },
  csv: {
    download: 'Download CSV',
  },
};
