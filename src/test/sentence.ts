import type { MatcherFunction } from '@testing-library/react';

const whole = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();

/**
 * A text matcher for a sentence whose values sit in elements of their own (components/no-break.tsx
 * keeps a date or an amount on one line with a span): matches the smallest element whose whole
 * text matches, where `getByText` alone reads only an element's own text nodes.
 */
export function sentence(pattern: string | RegExp): MatcherFunction {
  const matches = (text: string) =>
    typeof pattern === 'string'
      ? text === pattern
      : new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text);
  return (_content, element) =>
    element !== null &&
    matches(whole(element)) &&
    ![...element.children].some((child) => matches(whole(child)));
}
