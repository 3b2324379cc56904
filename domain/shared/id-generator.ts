/** Ids come into the core only through this port (UUIDs in production). */
export interface IdGenerator {
  next(): string;
}
