// The counter's stack, shared by the stack alone (main.tsx) and the counter's look on it
// (../bench-look-floor): React 19; the counter's strings in the active language, fetched in one
// parallel request before the first render (decision 0009); TanStack Query and zod/mini used as
// the counter uses them (a check through the query client, its answer parsed by a schema built on
// first use).
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
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

/** A check of a code through the query client, as the counter's: the code's answer, parsed. */
export function useCheck() {
  const client = useQueryClient();
  return async (code: string) => {
    const data = await client.query({
      queryKey: ['coupon', code],
      queryFn: () => answer().parse({ cpnNo: code, useCnt: 0 }),
    });
    return data.cpnNo;
  };
}

/** Renders `app(the scan field's label)` into `#root` once the strings are in. */
export async function startStack(app: (label: string) => ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const [, , { messages: scan }] = await strings;
  const queryClient = new QueryClient();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>{app(scan.label)}</QueryClientProvider>
    </StrictMode>,
  );
}
