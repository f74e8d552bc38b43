export const messages = {
  title: 'Clicks per hour',
  lead: 'How often a link, a link group or the whole account was clicked, hour by hour.',
};
