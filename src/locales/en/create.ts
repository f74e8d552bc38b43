export const messages = {
  title: 'Create a coupon',
  lead: 'Set up a new coupon with its discount, dates and limits.',
};
