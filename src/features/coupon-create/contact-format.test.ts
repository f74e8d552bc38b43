// @vitest-environment node
import { isEmailLike, isPhoneLike } from './contact-format';

describe("a recipient's contact details", () => {
  it.each([
    ['minji@example.com', true],
    [' minji.kim+coupons@mail.example.co.kr ', true],
    ['김민지@예시.한국', true],
    ['not-an-email', false],
    ['minji@example', false],
    ['minji@@example.com', false],
    ['minji @example.com', false],
    ['@example.com', false],
    ['minji@.com', false],
    ['minji@example.', false],
  ])('e-mail %j: %s', (text, expected) => {
    expect(isEmailLike(text)).toBe(expected);
  });

  it.each([
    ['010-1234-5678', true],
    ['02 123 4567', true],
    ['+82 10 1234 5678', true],
    ['(02) 123-4567', true],
    ['+1 (415) 555.0100', true],
    ['abc', false],
    ['010-1234-567x', false],
    ['12345', false],
    ['1234567890123456', false],
    ['82+10 1234 5678', false],
    ['--', false],
  ])('phone %j: %s', (text, expected) => {
    expect(isPhoneLike(text)).toBe(expected);
  });
});
