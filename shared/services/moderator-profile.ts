// The name a console records its decisions under: set once by the moderator, kept on this machine
// (a small JSON file in the console's own data folder), the operating system's user name until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { ModeratorNameSchema } from '../domain';

export interface ModeratorProfile {
  name(): string;
  setName(name: string): string;
}

/** The OS user's name, or "moderator" where the system has none to give. */
export function defaultModeratorName(): string {
  try {
    const parsed = ModeratorNameSchema.safeParse(userInfo().username);
    return parsed.success ? parsed.data : 'moderator';
  } catch {
    return 'moderator';
  }
}

export function memoryModeratorProfile(initial = defaultModeratorName()): ModeratorProfile {
  let current = initial;
  return {
    name: () => current,
    setName: (name) => (current = ModeratorNameSchema.parse(name)),
  };
}

/** A profile kept in `file` (owner-only); an unreadable or invalid file means the default name. */
export function fileModeratorProfile(file: string): ModeratorProfile {
  const read = (): string => {
    try {
      const parsed = ModeratorNameSchema.safeParse((JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name);
      return parsed.success ? parsed.data : defaultModeratorName();
    } catch {
      return defaultModeratorName();
    }
  };
  let current = read();
  return {
    name: () => current,
    setName(name) {
      const checked = ModeratorNameSchema.parse(name);
      writeFileSync(file, `${JSON.stringify({ name: checked })}\n`, { mode: 0o600 });
      return (current = checked);
    },
  };
}
