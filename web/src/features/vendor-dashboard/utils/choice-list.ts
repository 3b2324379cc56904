// Small rules for the chip lists (specialties, towns) and the portfolio addresses.

/** Trims and folds inner runs of spaces: "  Hill   Country " -> "Hill Country". */
export function cleanChoice(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const sameChoice = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export function includesChoice(list: readonly string[], value: string): boolean {
  return list.some((item) => sameChoice(item, value));
}

/**
 * Adds a typed choice once: blank text adds nothing, a different spelling of an offered choice
 * ("rustic style") adds the offered one, a repeat changes nothing.
 */
export function addChoice(list: readonly string[], text: string, offered: readonly string[]): string[] {
  const cleaned = cleanChoice(text);
  if (!cleaned) return [...list];
  const value = offered.find((option) => sameChoice(option, cleaned)) ?? cleaned;
  return includesChoice(list, value) ? [...list] : [...list, value];
}

export function toggleChoice(list: readonly string[], value: string): string[] {
  return includesChoice(list, value) ? list.filter((item) => !sameChoice(item, value)) : [...list, value];
}

/** The addresses the server takes: https:// (or http://) on the web, or /media/ on this site. */
export function isImageAddress(text: string): boolean {
  return /^(https?:\/\/|\/media\/)\S+$/.test(text);
}

/** Moves the item at `index` to the front (the card shows the first image). */
export function moveToFront<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  return [list[index], ...list.slice(0, index), ...list.slice(index + 1)];
}

/** "Fredericksburg", "Fredericksburg and Comfort", "Fredericksburg, Comfort and 3 more towns". */
export function townsSentence(towns: readonly string[], shown = 2): string {
  if (towns.length <= shown) return towns.join(' and ');
  const rest = towns.length - shown;
  return `${towns.slice(0, shown).join(', ')} and ${rest} more ${rest === 1 ? 'town' : 'towns'}`;
}
