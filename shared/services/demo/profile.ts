// The shape of one category's demo vocabulary, and helpers to write long lists compactly.

export interface Role {
  name: string;
  /** Specialisations shown as "Frontend Developer (React)". */
  focus: string[];
}

export interface CategoryProfile {
  /** Job roles, the most common first. */
  roles: Role[];
  /** Duties that complete "You will ... and ...", the most common first; `{tool}` is filled from `tools`. */
  duties: string[];
  /** What the duties name in `{tool}`: things this kind of job works with every day. */
  tools: string[];
  /** Skills for the requirements: the everyday ones first, then a long tail of rarer ones. */
  skills: string[];
}

/** "a | b | c" (line breaks allowed) to ['a', 'b', 'c']. */
export function list(text: string): string[] {
  return text
    .split('|')
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** "Name: focus, focus | Name" to roles. */
export function roles(text: string): Role[] {
  return list(text).map((entry) => {
    const [name, focus = ''] = entry.split(':');
    return { name: name!.trim(), focus: focus.split(',').map((f) => f.trim()).filter(Boolean) };
  });
}
