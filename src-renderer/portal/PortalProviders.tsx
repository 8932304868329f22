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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppConfigContext value={config}>
        <InitialDataProvider value={initial}>
          <AppStoreProvider initialState={initialAppStateFor(initial?.data)}>{children}</AppStoreProvider>
        </InitialDataProvider>
      </AppConfigContext>
    </MantineProvider>
  );
}
