// @vitest-environment node
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconProps } from './icon';

/** Every generated icon module (one an icon: src/components/icons/<Name>.ts). */
const icons = Object.fromEntries(
  Object.values(
    import.meta.glob<Record<string, ComponentType<IconProps>>>('./icons/*.ts', { eager: true }),
  ).flatMap((module) => Object.entries(module)),
);

/** The app's icons are lucide-react's, drawn by the app's own small renderer (decision 0023). */
const byName = lucide as unknown as Record<string, ComponentType<IconProps> | undefined>;

const cases: [string, IconProps][] = [
  ['no props', {}],
  ['a class', { className: 'nav__icon' }],
  ['hidden explicitly', { 'aria-hidden': 'true', className: 'a b' }],
  ['named', { 'aria-label': 'Camera', role: 'img' }],
  ['other SVG attributes', { width: 18, height: 18, focusable: 'false' }],
];

describe.each(Object.entries(icons))('%s', (name, Icon) => {
  it.each(cases)('draws what lucide-react draws: %s', (_case, props) => {
    const theirs = byName[name];
    if (!theirs) throw new Error(`lucide-react has no icon named ${name}`);
    expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
      renderToStaticMarkup(createElement(theirs, props)),
    );
  });
});
