// @vitest-environment node
import { maskEmail, maskPhone } from './mask';

describe('masking', () => {
  it('keeps only the start and the last four digits of a phone number', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-••••-5678');
    expect(maskPhone('+82 10 1234 5678')).toBe('821-••••-5678');
    expect(maskPhone('1234')).toBe('••••');
  });

  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('minji.kim@example.com')).toBe('m•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
  });
});
