/** A fingerprint of every input file's path, size and modification time (folders walked, node_modules and builds skipped). */
export function fingerprint(inputs: string[]): string;
/** True when `output` exists and was built from inputs with exactly this fingerprint. */
export function isFresh(stampFile: string, output: string, inputs: string[]): boolean;
/** Records the inputs' fingerprint as the one `output` was built from. */
export function stamp(stampFile: string, inputs: string[]): void;
