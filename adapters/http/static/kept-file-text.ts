import fs from 'node:fs/promises';

/** A file's text, read again only when the file has changed since (a redeploy). */
export function textKeptUntilChanged(file: string): () => Promise<string> {
  let kept: { mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    const { mtimeMs, size } = await fs.stat(file);
    if (kept?.mtimeMs !== mtimeMs || kept.size !== size) kept = { mtimeMs, size, text: await fs.readFile(file, 'utf8') };
    return kept.text;
  };
}
