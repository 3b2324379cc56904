/**
 * This process's own writes to the catalogue, seen as their SQL goes out (MikroORM's onQuery). The
 * database's change notice is the rule for every instance; this only makes a person's next read
 * in the same instance see their write even if the notice is a few milliseconds behind it.
 */
const CATALOGUE_WRITE = /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?)\s+("?public"?\.)?"?(venue|venue_package|venue_photo|venue_blocked_date|venue_date_claim|vendor|booking)"?[\s(]/i;

const listeners = new Set<(table: string) => void>();

/** Called with every statement the app sends; cheap for reads (one regular expression). */
export function noticeStatement(sql: string): void {
  if (!listeners.size) return;
  const write = CATALOGUE_WRITE.exec(sql);
  if (write) for (const listener of listeners) listener(write[4].toLowerCase());
}

/** `listener` hears the table written to. */
export function onLocalCatalogueWrite(listener: (table: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
