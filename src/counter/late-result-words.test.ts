import { getTranslator, initI18n } from '../lib/i18n';
import { countsKey } from './late-result-words';

describe('countsKey: the counts in words that match the result', () => {
  it.each([
    ['went through, now refused: used up', 'went-through', 'refused', 'writes.countsUsedUp'],
    ['did not, now refused', 'did-not', 'refused', 'writes.countsRefused'],
    ['not sure, now refused', 'not-sure', 'refused', 'writes.countsRefused'],
    ['not sure, unreadable', 'not-sure', null, 'writes.countsUnread'],
    ['went through, unreadable', 'went-through', null, 'writes.countsUnread'],
  ] as const)('%s', (_, result, now, key) => {
    expect(countsKey(result, now)).toBe(key);
  });

  it.each([
    ['en', 'Count before: 0; now used up.', 'Count before: 0; the service refuses it now.'],
    ['ko', '처리 전 횟수: 0, 지금은 다 사용됨.', '처리 전 횟수: 0, 지금은 서비스가 받지 않음.'],
  ] as const)(
    'says a used-up coupon is not a refusal after "it went through" (%s)',
    async (language, usedUp, refused) => {
      await initI18n(language);
      const { t } = getTranslator();
      expect(t(countsKey('went-through', 'refused'), { before: 0 })).toBe(usedUp);
      expect(t(countsKey('not-sure', 'refused'), { before: 0 })).toBe(refused);
    },
  );
});
