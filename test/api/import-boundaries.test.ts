import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The import-boundary lint (npm run lint:deps) must refuse what it promises to refuse: run with
// the project's own configuration over a small tree that breaks one rule at a time.
const repo = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
let tree: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}

function lint(folder: string) {
  return spawnSync(depcruise, [folder, '--config', path.join(repo, '.dependency-cruiser.cjs'), '--no-cache'], { cwd: tree, encoding: 'utf8' });
}

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-lint-'));
  write('web/src/features/booking/ok.ts', "import { label } from '../../shared/label';\nexport const a = label;\n");
  write('web/src/shared/label.ts', "export const label = 'x';\n");
  write('web/src/features/venue-detail/labels.ts', "export const title = 'x';\n");
  write('domain/venues/rule.ts', 'export const rule = 1;\n');
});
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('npm run lint:deps', () => {
  it('accepts a feature that imports the shared layer', () => {
    expect(lint('web/src').status).toBe(0);
  });

  it('fails a deliberate import of one feature from another', () => {
    write('web/src/features/booking/cross.ts', "import { title } from '../venue-detail/labels';\nexport const b = title;\n");
    const run = lint('web/src');
    fs.rmSync(path.join(tree, 'web/src/features/booking/cross.ts'));
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('no-cross-feature-imports');
  });

  it('fails a domain file that reaches for Node I/O', () => {
    write('domain/venues/io.ts', "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n");
    const run = lint('domain');
    fs.rmSync(path.join(tree, 'domain/venues/io.ts'));
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('domain-stays-pure');
  });
});
