// The second floor `npm run bench` prints: what issue 9 asks the counter to carry before any of
// its own code, and nothing more. React 19; the counter's strings in the active language, fetched
// in one parallel request before the first render (issue 9, item 1); TanStack Query and zod/mini
// used as the counter uses them (a check through the query client, its answer parsed by a schema
// built on first use); one labelled, focused scan field. No router, layout, sign-in, API client,
// storage or recent list. Built by the same Vite, plugin and build options as the app
// (decision 0009: "What the chosen stack costs before the counter's own code").
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';

const korean = navigator.language.toLowerCase().startsWith('ko');
const strings = korean
  ? Promise.all([
      import('../../src/locales/ko/common'),
      import('../../src/locales/ko/counter'),
      import('../../src/locales/ko/scan'),
    ])
  : Promise.all([
      import('../../src/locales/en/common'),
      import('../../src/locales/en/counter'),
      import('../../src/locales/en/scan'),
    ]);

let answerSchema: z.ZodMiniType<{ cpnNo: string; useCnt: number }> | undefined;
const answer = () => (answerSchema ??= z.object({ cpnNo: z.string(), useCnt: z.number() }));

function ScanField({ label }: { label: string }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState('');
  const check = async () => {
    const data = await client.query({
      queryKey: ['coupon', code],
      queryFn: () => answer().parse({ cpnNo: code, useCnt: 0 }),
    });
    setVerdict(data.cpnNo);
  };
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
            if (event.key === 'Enter') void check();
          }}
        />
      </label>
      <output>{verdict}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const [, , { messages: scan }] = await strings;
const queryClient = new QueryClient();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ScanField label={scan.label} />
    </QueryClientProvider>
  </StrictMode>,
);
