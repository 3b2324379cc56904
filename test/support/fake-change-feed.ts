import type { CatalogueChangeFeed } from '../../adapters/persistence/read-cache/catalogue-change-feed.js';

/** A change feed the test drives by hand: `change('venue')` is a notice about that table, `change()` one about anything. */
export function fakeFeed() {
  const listeners: ((table: string | null) => void)[] = [];
  return {
    listening: true as boolean,
    onChange: (listener: (table: string | null) => void) => void listeners.push(listener),
    close: async () => undefined,
    change: (table: string | null = null) => listeners.forEach((listener) => listener(table)),
  } satisfies CatalogueChangeFeed & { change(table?: string | null): void };
}
