// Vite plugin: `virtual:mantine-theme.css`, the portal theme's CSS variables and Mantine's
// responsive classes (hiddenFrom, visibleFrom) as Mantine's provider writes them, made at build
// time into the one stylesheet. A page then carries none of it: rendered into every page's head
// it was 4.8 KB of each page's HTML.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src-renderer/ui/theme.ts';

const ID = 'virtual:mantine-theme.css';
const RESOLVED = `\0${ID}`;

/** The CSS inside the <style> elements Mantine's provider renders for the portal's setup. */
export function mantineThemeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }));
  return Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), ([, css]) => css!.trim()).join('\n');
}

export function mantineThemePlugin(): Plugin {
  return {
    name: 'job-portal-mantine-theme',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? mantineThemeCss() : null),
  };
}
