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
  /** True when the server put Mantine's styles in the page's head. */
  stylesInHead: boolean;
  config: PublicConfig;
  initial: (InitialPageData & { locationKey: string }) | null;
  children: ReactNode;
}

/** The providers' Mantine setup, for rendering its styles alone (the server's page head). */
export const MANTINE_SETUP = { theme, cssVariablesResolver, defaultColorScheme: 'light' } as const;

export function PortalProviders({ stylesInHead, config, initial, children }: PortalProvidersProps) {
  return (
    // On a server-rendered page Mantine's CSS variables and responsive classes are in the <head>
    // (entry-server.tsx): rendered here they would be <style> elements inside <body>, which HTML
    // does not allow. A page the browser renders alone (no server HTML) renders them here.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={!stylesInHead}
      withGlobalClasses={!stylesInHead}
    >
      <AppConfigContext value={config}>
        <InitialDataProvider value={initial}>
          <AppStoreProvider initialState={initialAppStateFor(initial?.data)}>{children}</AppStoreProvider>
        </InitialDataProvider>
      </AppConfigContext>
    </MantineProvider>
  );
}
