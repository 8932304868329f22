import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '../ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../ui/theme';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <App />
    </MantineProvider>
  </StrictMode>,
);
