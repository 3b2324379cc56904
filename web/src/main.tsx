// The @font-face rules, each face cut to the characters the interface writes (web/vite.config.ts).
import 'virtual:hcw-fonts.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, loadPageAt } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code first (its chunk was preloaded alongside this one): one paint with the page.
// Then a task of its own for the first render, apart from evaluating the modules: Preact renders a
// tree in one go (React 19 sliced it), and two shorter tasks block a slow phone less than one long
// one (Lighthouse's TBT).
void loadPageAt(window.location.pathname).then(async () => {
  await new Promise((resolve) => setTimeout(resolve));
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
