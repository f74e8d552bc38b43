// The third floor `npm run bench` prints, for the cold load only: the counter's first frame drawn
// by the stack alone. The stack's code (../bench-stack-floor/stack.tsx) and nothing of the
// counter's; the counter's markup at its ready frame and its stylesheets, which the bench copies
// from the demo build into this page's <template> and <head> once both are built. The frame is
// cloned in the first layout effect, its scan field focused there and wired to the stack's check,
// so the page pays the stack's start, the counter's style and layout, and no counter code: the
// share of issue 28's cold-load target that the counter's look alone takes.
import { useEffectEvent, useLayoutEffect } from 'react';
import { startStack, useCheck } from '../bench-stack-floor/stack';

function Look() {
  const check = useCheck();
  const onEnter = useEffectEvent((code: string) => void check(code));
  useLayoutEffect(() => {
    const look = document.getElementById('look');
    const screen = document.getElementById('screen');
    if (!(look instanceof HTMLTemplateElement) || !screen) throw new Error('no #look or #screen');
    screen.replaceChildren(look.content.cloneNode(true));
    const field = screen.querySelector('input');
    if (!field) throw new Error('the counter\u2019s frame has no field: was it copied in?');
    field.focus();
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') onEnter(field.value);
    });
  }, []);
  return null;
}

await startStack(() => <Look />);
