import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import { Toasts } from '../ui/toasts.tsx';
import { preferencesColorSchemeManager } from './preferences/color-scheme-manager.ts';
import { linkLanguageToPreferences } from './preferences/follow-language.ts';
import { PreferencesEffects } from './preferences/preferences-effects.tsx';
import { getPreferences } from './preferences/preferences-store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = preferencesColorSchemeManager();
linkLanguageToPreferences();

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    // The saved direction is already on <html> (theme-boot.js); the settings drive it from here.
    <DirectionProvider initialDirection={getPreferences().direction}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_PREFERENCES.colorScheme}
      >
        <PreferencesEffects />
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
