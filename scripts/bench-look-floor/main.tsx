// The third floor `npm run bench` prints, for the cold load only: the counter's first frame drawn
// by its stack alone. The stack's code (../bench-stack-floor/stack.tsx) and nothing of the
// counter's; the counter's markup at its ready frame and its stylesheets, which the bench copies
// from the demo build into this page's <template> and <head> once both are built
// (../bench-look.mjs). The markup is turned into React elements and rendered by React, as any
// counter on this stack must render it, its scan field focused in the first layout effect and
// wired to the stack's check: the page pays the stack's start, React's render of the counter's
// elements, their style and layout, and none of the counter's code. What it takes of the cold-load
// target (decision 0023) is what no change to the counter's code can take away.
import { createElement, useEffectEvent, useLayoutEffect, type ReactNode } from 'react';
import { startStack, useCheck } from '../bench-stack-floor/stack';

/** HTML attribute names React spells otherwise. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  autocomplete: 'autoComplete',
  autocorrect: 'autoCorrect',
  autocapitalize: 'autoCapitalize',
  spellcheck: 'spellCheck',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  readonly: 'readOnly',
};
/** Attributes present-or-absent (`checked=""` means checked); a field's value is its default. */
const BOOLEAN = new Set(['disabled', 'hidden', 'readonly', 'required', 'multiple']);

function elementsOf(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return [...nodes].map((node, index) => {
    if (!(node instanceof Element))
      return node.nodeType === Node.TEXT_NODE ? node.textContent : null;
    const props: Record<string, unknown> = { key: index };
    for (const { name, value } of node.attributes) {
      if (name === 'checked') props.defaultChecked = true;
      else if (name === 'value') props.defaultValue = value;
      else props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
    }
    return createElement(node.localName, props, ...elementsOf(node.childNodes));
  });
}

function Look({ frame }: { frame: ReactNode[] }) {
  const check = useCheck();
  const onEnter = useEffectEvent((code: string) => void check(code));
  useLayoutEffect(() => {
    const field = document.querySelector('#root input');
    if (!(field instanceof HTMLInputElement))
      throw new Error('the counter\u2019s frame has no field: was it copied in?');
    field.focus();
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') onEnter(field.value);
    });
  }, []);
  return frame;
}

const look = document.getElementById('look');
if (!(look instanceof HTMLTemplateElement)) throw new Error('index.html has no #look template');
const frame = elementsOf(look.content.childNodes);
await startStack(() => <Look frame={frame} />);
