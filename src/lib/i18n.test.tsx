import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import {
  changeLanguage,
  currentLanguage,
  detectLanguage,
  getTranslator,
  initI18n,
  namespacesFor,
  translate,
  useTranslation,
} from './i18n';
import { loadNamespaces } from './message-table';

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(detectLanguage('ko', ['en-US'])).toBe('ko');
    expect(detectLanguage(null, ['ko-KR', 'en'])).toBe('ko');
    expect(detectLanguage(null, ['fr-FR', 'ko'])).toBe('ko');
    expect(detectLanguage(null, ['fr-FR'])).toBe('en');
    expect(detectLanguage('de', [])).toBe('en');
  });
});

describe('namespacesFor', () => {
  it.each([
    ['/', ['counter', 'scan']],
    ['/stamps/274', ['stamps', 'scan']],
    // The sign-in section's strings; the audit log's lines in the report's words.
    ['/settings', ['settings', 'sign-in']],
    ['/audit', ['audit', 'report', 'sign-in']],
  ])('%s loads %j', (pathname, expected) => {
    expect(namespacesFor(pathname)).toEqual(expected);
  });
});

describe('the message table', () => {
  beforeEach(() => initI18n('en', '/'));

  it('fills {{values}}, picks the plural form by the language, and gives a missing key back', async () => {
    const { t } = getTranslator('counter');
    expect(t('facts.memberOnlyNamed', { name: 'Kim Minji' })).toBe('Only for Kim Minji');
    expect(t('facts.usesLeft', { count: 1 })).toBe('1 use left');
    expect(t('facts.usesLeft', { count: 3 })).toBe('3 uses left');
    expect(t('facts.usesLeft', { count: 0 })).toBe('0 uses left');
    // A value that is not given leaves its placeholder: a gap shows.
    expect(t('facts.memberOnlyNamed', { other: 1 })).toBe('Only for {{name}}');
    expect(translate('en', 'counter', 'no.such.key')).toBe('no.such.key');
    // Korean has one plural form: `_other` for every count, but a text written for exactly one
    // (`_one`) is chosen for one.
    await initI18n('ko', '/');
    expect(getTranslator('counter').t('facts.usesLeft', { count: 1 })).toBe('1회 남음');
    await loadNamespaces(['stamps'], 'ko');
    const stamps = getTranslator('stamps').t;
    expect(stamps('undo.available', { count: 1, minutes: 2 })).toBe(
      '여기서 적립한 스탬프 1개를 적립 후 2분 안에 취소할 수 있습니다.',
    );
    expect(stamps('undo.available', { count: 2, minutes: 2 })).toContain('하나씩, 각각');
  });

  it('reads another namespace through a prefix', () => {
    expect(translate('en', 'counter', 'common:language.en')).toBe('English');
  });

  it('gives the same translator for a language and namespace (memoised screens stay put)', async () => {
    expect(getTranslator('counter').t).toBe(getTranslator('counter').t);
    const english = getTranslator('counter').t;
    await changeLanguage('ko');
    expect(getTranslator('counter').t).not.toBe(english);
    expect(currentLanguage()).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('a screen suspends while its strings load, then renders them; a language switch renders once, whole', async () => {
    await initI18n('en', '/');
    const renders: string[] = [];
    function Title() {
      const { t } = useTranslation('settings');
      const title = t('title');
      renders.push(title);
      return <h1>{title}</h1>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    renders.length = 0;
    await act(() => changeLanguage('ko'));
    // The Korean settings strings loaded before the switch: no fallback, no English in between.
    expect(screen.getByRole('heading', { name: '설정' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(renders).toEqual(['설정']);
  });
});
