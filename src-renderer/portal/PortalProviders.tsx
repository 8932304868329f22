// The providers around the router, the same on the server and in the browser: Mantine, the
// run-time config, the server's data for the first page, and the app store seeded from it.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { PublicConfig } from '../../shared/domain/public-config';
import type { InitialPageData } from '../../shared/domain/page-render';
import { cssVariablesResolver, theme } from '../ui/theme';
import { AppConfigContext } from './app-config';
import { AppStoreProvider } from './state/app-store';
import { InitialDataProvider, initialAppStateFor } from './state/initial-data';

interface PortalProvidersProps {
  config: PublicConfig;
  initial: (InitialPageData & { locationKey: string }) | null;
  children: ReactNode;
}

export function PortalProviders({ config, initial, children }: PortalProvidersProps) {
  return (
    // Mantine's CSS variables and responsive classes are in the stylesheet, made at build time
    // (scripts/vite-mantine-theme.ts): rendered here they would be <style> elements inside <body>,
    // which HTML does not allow, and would weigh on every page.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <AppConfigContext value={config}>
        <InitialDataProvider value={initial}>
          <AppStoreProvider initialState={initialAppStateFor(initial?.data)}>{children}</AppStoreProvider>
        </InitialDataProvider>
      </AppConfigContext>
    </MantineProvider>
  );
}
