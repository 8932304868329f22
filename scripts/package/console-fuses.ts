// The Electron fuses a packaged moderation console ships with. Fuses are switches compiled into the
// Electron binary and flipped once, at packaging: unlike options in code, nothing that runs later
// (a script on the moderator's machine, an environment variable) can turn them back on. The
// console opens the moderation database, so its binary must not double as a general Node.js.

/** Fuse name (as @electron/fuses' FuseV1Options spells it) -> state in a packaged console. */
export const CONSOLE_FUSES = {
  /** ELECTRON_RUN_AS_NODE would make the signed console binary run any script as Node.js. */
  RunAsNode: false,
  /** NODE_OPTIONS could inject code (--require) into the main process. */
  EnableNodeOptionsEnvironmentVariable: false,
  /** --inspect would open a debugger port into the main process, which holds the database. */
  EnableNodeCliInspectArguments: false,
  /** The app archive is checked against the hash recorded at packaging (macOS and Windows). */
  EnableEmbeddedAsarIntegrityValidation: true,
  /** ... and only that archive is loaded: no app folder placed beside it. */
  OnlyLoadAppFromAsar: true,
  /** Cookies and local storage encrypted with the OS keychain. */
  EnableCookieEncryption: true,
  /** file:// gets no extra privileges: the console loads its pages from its own app:// protocol. */
  GrantFileProtocolExtraPrivileges: false,
} as const;

export type ConsoleFuseName = keyof typeof CONSOLE_FUSES;

/** The packages packaging needs, which `npm install` does not bring (see the README). */
export const PACKAGING_PACKAGES = ['@electron/packager', '@electron/fuses'] as const;

/** The options object @electron/fuses' flipFuses takes, from its own enums (passed in: the package is optional). */
export function flipFusesOptions(fuseOptions: Record<ConsoleFuseName, number>, version: string) {
  const options: Record<string | number, unknown> = { version };
  for (const [name, on] of Object.entries(CONSOLE_FUSES)) {
    const id = fuseOptions[name as ConsoleFuseName];
    if (typeof id !== 'number') throw new Error(`@electron/fuses knows no fuse ${name}: update CONSOLE_FUSES for this version.`);
    options[id] = on;
  }
  return options;
}
