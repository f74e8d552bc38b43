// The second floor `npm run bench` prints: what the counter must carry before any of its own
// code, and nothing more: the stack (stack.tsx says what it is) and one labelled, focused
// scan field. No router, layout, sign-in, API client, storage or recent list. Built by the same
// Vite, plugin and build options as the app (decision 0009: "What the chosen stack costs before
// the counter's own code").
import { useState } from 'react';
import { startStack, useCheck } from './stack';

function ScanField({ label }: { label: string }) {
  const check = useCheck();
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState('');
  return (
    <main>
      <h1>Counter</h1>
      <label>
        {label}
        <input
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void check(code).then(setVerdict);
          }}
        />
      </label>
      <output>{verdict}</output>
    </main>
  );
}

await startStack((label) => <ScanField label={label} />);
