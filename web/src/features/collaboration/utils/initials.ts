/** "Sarah Miller" → "SM", "jo.planner.2027@example.com" → "JP": the avatar's letters. */
export function initialsOf(name: string): string {
  const parts = name
    .replace(/@.*$/, '')
    .split(/[\s._+-]+/)
    .filter((part) => /\p{L}|\p{N}/u.test(part));
  // Words that start with a letter make better initials than a number in an address.
  const words = parts.some((part) => /^\p{L}/u.test(part)) ? parts.filter((part) => /^\p{L}/u.test(part)) : parts;
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase('en-US') ?? '').join('') || '?';
}

/** Someone's name, or their address while the team knows no name (an invitation not yet accepted). */
export function displayNameOf(person: { name: string; email: string }): string {
  return person.name.trim() || person.email;
}

/** Whether the name says more than the address shown under it. */
export function hasOwnName(person: { name: string; email: string }): boolean {
  const name = person.name.trim();
  return name !== '' && name.toLowerCase() !== person.email.toLowerCase();
}
