// The floor `npm run bench` measures the app against: React 19 rendering one heading, built by the
// same Vite, plugin and build options as the app. Nothing else belongs here.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <h1>Ready</h1>
  </StrictMode>,
);
