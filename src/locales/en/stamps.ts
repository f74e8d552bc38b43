export const messages = {
  title: 'Stamp cards',
  lead: 'Scan or type a stamp card ID to see its progress.',
};
