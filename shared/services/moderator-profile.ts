// The name a console records its decisions under: set once by the moderator, kept on this machine
// (a small JSON file in the console's own data folder), the operating system's user name until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { AppError, ModeratorNameSchema } from '../domain';

export interface ModeratorProfile {
  name(): string;
  setName(name: string): string;
  /** The name was set where the process started (an SSH key's forced command): decisions carry it, whatever a client sends. */
  readonly fixed?: boolean;
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

/** The name an operator gave a moderator's key (`staff rpc --as NAME`): the console shows it and cannot change it. */
export function fixedModeratorProfile(name: string): ModeratorProfile {
  const checked = ModeratorNameSchema.parse(name);
  return {
    fixed: true,
    name: () => checked,
    setName() {
      throw new AppError('forbidden', "Your name is set by the site's operator, with your SSH key: ask them to change it.");
    },
  };
}
