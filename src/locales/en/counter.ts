export const messages = {
  title: 'Check a coupon',
  lead: 'Scan or type a coupon number to see if it can be used.',
};
