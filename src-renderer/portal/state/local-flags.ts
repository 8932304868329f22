// The two values the spec keeps in localStorage: the `clear` flag and the stored resume `count`.
// Storage can be missing or throw (private modes, blocked storage); then the flags read as unset.

const CLEAR_KEY = 'clear';
const COUNT_KEY = 'count';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string, storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `clear` equals 'true': forms keep their values after success and the apply promo card shows. */
export const isClearFlagOn = (storage = browserStorage()) => read(CLEAR_KEY, storage) === 'true';

/** `clear` exists at all: the resume count is then kept under `count`. */
export const isClearFlagPresent = (storage = browserStorage()) => read(CLEAR_KEY, storage) !== null;

export function storeResumeCount(count: number, storage = browserStorage()): void {
  if (!isClearFlagPresent(storage)) return;
  try {
    storage?.setItem(COUNT_KEY, String(count));
  } catch {
    // Storage full or blocked: the count is a nicety, not a requirement.
  }
}

export function storedResumeCount(storage = browserStorage()): number | null {
  const value = Number(read(COUNT_KEY, storage));
  return read(COUNT_KEY, storage) !== null && Number.isFinite(value) ? value : null;
}
