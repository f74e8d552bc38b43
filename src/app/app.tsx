import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { DemoControls } from '../lib/demo-controls';
import { Layout } from './layout';
import { Providers } from './providers';
import { AppRoutes } from './routes';

interface AppProps {
  demoControls: DemoControls | null;
  queryClient?: QueryClient;
  /** Tests start the app at a given path without touching window.location. */
  ssrPath?: string;
}

export function App({ demoControls, queryClient, ssrPath }: AppProps) {
  return (
    <Providers demoControls={demoControls} queryClient={queryClient}>
      <Router ssrPath={ssrPath}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </Providers>
  );
}
