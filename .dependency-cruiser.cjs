// The dependency direction of DESIGN.md, checked by `npm run lint` (part of `npm test`).
// Browser code (the two renderers) reaches only the browser-safe parts of shared/; shared/domain
// depends on nothing but zod and crypto-js; nothing imports server/ or src-main/ but their own
// entry points and the tests; the console renderer talks to Electron only through the preload.
const BROWSER_SAFE_SHARED = '^shared/(domain/|ipc/contract\\.ts$|ipc/channels\\.ts$|ipc/roles\\.ts$|ipc/connection-contract\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'renderer-uses-node',
      comment: 'The portal and the console renderer run in a browser: no Node built-in modules.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-uses-node-side-shared',
      comment: 'Renderers may import shared/domain and the console contract only, never the store, services or mail.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^shared/', pathNot: BROWSER_SAFE_SHARED },
    },
    {
      name: 'renderer-imports-electron',
      comment: 'The console renderer reaches the main process only through the preload bridge (window.consoleApi).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: ['(^|/)node_modules/electron/', '^src-main/'] },
    },
    {
      name: 'domain-is-pure',
      comment: 'shared/domain is browser-safe: it imports zod, crypto-js and itself, nothing else.',
      severity: 'error',
      from: { path: '^shared/domain/' },
      to: { pathNot: ['^shared/domain/', '^node_modules/(zod|crypto-js)/'] },
    },
    {
      name: 'shared-imports-a-program',
      comment: 'shared/ is the core the programs are built on; it never imports one of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|src-main|src-renderer)/' },
    },
    {
      name: 'server-imported-from-outside',
      comment: 'Nothing imports server/ except server/ itself and the tests.',
      severity: 'error',
      from: { pathNot: '^(server|tests)/' },
      to: { path: '^server/' },
    },
    {
      name: 'electron-main-imported-from-outside',
      comment: 'Nothing imports src-main/ except src-main/ itself, the tests, and the desktop launcher (for the SQLite build path).',
      severity: 'error',
      from: { pathNot: '^(src-main/|tests/|scripts/desktop\\.ts$|electron\\.vite\\.config\\.ts$)' },
      to: { path: '^src-main/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other are one module in two files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API, so sources reach the parser through Babel's TypeScript preset.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|out|data|coverage)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
