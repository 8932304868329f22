export const SERVER_ENTRIES: Record<string, string>;
export const SERVER_OUT_DIR: string;
export function buildServer(options?: { outdir?: string }): Promise<void>;
