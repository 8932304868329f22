import '../ui/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../ui/theme';
import { router } from './routes';
import { AppStoreProvider } from './state/app-store';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppStoreProvider>
        <RouterProvider router={router} />
      </AppStoreProvider>
    </MantineProvider>
  </StrictMode>,
);
