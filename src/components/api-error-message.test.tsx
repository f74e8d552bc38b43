import { ApiError, type ApiErrorKind } from '../api/errors';
import { getTranslator, initI18n } from '../lib/i18n';
import { describeError } from './api-error-message';

const error = (
  kind: ApiErrorKind,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ kind, operation: 'coupon.validate', ...extra });

describe('describeError', () => {
  it('has a message in both languages for every kind', async () => {
    const kinds: ApiErrorKind[] = [
      'network',
      'timeout',
      'rate-limited',
      'invalid-parameter',
      'refused',
      'server',
      'unexpected',
    ];
    for (const language of ['en', 'ko'] as const) {
      await initI18n(language);
      const summaries = kinds.map((kind) => describeError(error(kind), getTranslator().t).summary);
      expect(new Set(summaries).size).toBe(kinds.length);
      for (const summary of summaries) expect(summary).not.toMatch(/^errors\./);
    }
  });

  it('says how long to wait when the service says so', async () => {
    await initI18n('en');
    expect(
      describeError(error('rate-limited', { retryAfterSeconds: 30 }), getTranslator().t).summary,
    ).toBe('Too many requests. Wait 30 seconds and try again.');
  });

  it('shows the service’s own words for a refusal', async () => {
    await initI18n('ko');
    const described = describeError(
      error('refused', { serviceMessage: '쿠폰을 찾을 수 없습니다.' }),
      getTranslator().t,
    );
    expect(described.summary).toBe('쿠폰을 찾을 수 없습니다.');
  });

  it.each([
    ['en', 'service', 'The service said: “Bad cpnNo”'],
    ['en', 'server', 'The shop’s server said: “Bad cpnNo”'],
    ['ko', 'service', '서비스 메시지: “Bad cpnNo”'],
    ['ko', 'server', '매장 서버 메시지: “Bad cpnNo”'],
  ] as const)('in %s, names who said a refused parameter: %s', async (language, saidBy, detail) => {
    await initI18n(language);
    const described = describeError(
      error('invalid-parameter', { serviceMessage: 'Bad cpnNo', saidBy }),
      getTranslator().t,
    );
    expect(described.detail).toBe(detail);
  });

  it('does not crash on something that is not an ApiError', async () => {
    await initI18n('en');
    expect(describeError(new TypeError('x'), getTranslator().t).summary).toBe(
      'Something went wrong.',
    );
  });
});
