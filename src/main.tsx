import '#ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createRuntime } from './app/runtime';
import { RuntimeProvider } from './app/runtime-context';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Created once, outside React, so StrictMode's double rendering cannot duplicate the global actors.
const runtime = createRuntime();

createRoot(root).render(
  <StrictMode>
    <RuntimeProvider runtime={runtime}>
      <App />
    </RuntimeProvider>
  </StrictMode>,
);
