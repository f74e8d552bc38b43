import { detectLanguage } from './i18n';

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(detectLanguage('ko', ['en-US'])).toBe('ko');
    expect(detectLanguage(null, ['ko-KR', 'en'])).toBe('ko');
    expect(detectLanguage(null, ['fr-FR', 'ko'])).toBe('ko');
    expect(detectLanguage(null, ['fr-FR'])).toBe('en');
    expect(detectLanguage('de', [])).toBe('en');
  });
});
