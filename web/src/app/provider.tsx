import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { GlobalStyle } from '@/global-style';
import { swrConfig } from '@/lib/swr-config';
import { theme } from '@/theme';
import { Toaster } from '@/ui/toast/toaster';
import { TooltipProvider } from '@/ui/tooltip';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
