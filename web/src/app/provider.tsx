import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { GlobalStyle } from '@/global-style';
import { swrConfig } from '@/lib/swr-config';
import { theme } from '@/theme';
import { LazyToaster } from './lazy-toaster';

// Only what the shell needs at first paint: the toaster loads lazily (./lazy-toaster) and each
// tooltip brings its own Radix provider (@/ui/tooltip), so neither is in the entry chunk.
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        {children}
        <LazyToaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
