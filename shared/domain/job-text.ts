// How a posting's free text is read, the same on the public site and in the console.

/** The requirements field is comma-separated skills: "React, TypeScript ,, CSS" → three tags. */
export function splitRequirements(requirements: string): string[] {
  return requirements
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** A web address as people type it: "example.com" means https://example.com; a scheme is kept. */
export const withWebScheme = (address: string) => (/^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`);
