// Fonts are bundled (no font CDN): Fraunces for headings, Inter for text. Latin only, and only
// the faces the pages match (Fraunces 500 serves its normal-weight text: avatar initials, notes);
// index.html preloads the two above the fold (web/build/preload-fonts-plugin.ts).
import '@fontsource/fraunces/latin-500.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-400-italic.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, loadPageAt } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code first (its chunk was preloaded alongside this one): one paint with the page.
// The render is a transition: React works on it in short slices and lets the browser in between,
// instead of one long task that keeps a slow phone from responding (Lighthouse's TBT).
void loadPageAt(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  }),
);
