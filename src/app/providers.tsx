import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DemoControlsContext, type DemoControls } from '../lib/demo-controls';
import { createQueryClient } from '../api/query-client';

interface ProvidersProps {
  demoControls: DemoControls | null;
  queryClient?: QueryClient;
  children: ReactNode;
}

export function Providers({ demoControls, queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DemoControlsContext value={demoControls}>{children}</DemoControlsContext>
    </QueryClientProvider>
  );
}
