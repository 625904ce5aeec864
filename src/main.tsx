import '#ui/theme/global.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createRuntime } from './app/runtime';
import { RuntimeProvider } from './app/runtime-context';

// Radix's scroll lock writes a <style> element at run time; the page's nonce lets the policy take it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

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
