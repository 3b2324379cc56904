import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The domain stays free of frameworks, I/O and hidden time or randomness (STYLE.md point 2).
const FORBIDDEN_PACKAGES = ['@nestjs', '@mikro-orm', '@electric-sql', 'react', 'react-dom', 'styled-components', 'express', 'pg'];
const FORBIDDEN_CALLS: [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'calls Date.now()'],
  [/\bMath\.random\s*\(/, 'calls Math.random()'],
  [/\bnew\s+Date\s*\(\s*\)/, 'calls new Date() without an argument'],
];
const IMPORT = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*(['"])([^'"]+)\1/g;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
}

function isForbiddenModule(specifier: string): boolean {
  if (specifier.startsWith('node:')) return true;
  if (builtinModules.includes(specifier) || builtinModules.includes(specifier.split('/')[0])) return true;
  return FORBIDDEN_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

function findPurityViolations(source: string): string[] {
  const code = stripComments(source);
  const violations = [...code.matchAll(IMPORT)].map((match) => match[2]).filter(isForbiddenModule).map((specifier) => `imports ${specifier}`);
  for (const [pattern, message] of FORBIDDEN_CALLS) if (pattern.test(code)) violations.push(message);
  return violations;
}

const domainRoot = fileURLToPath(new URL('../../domain', import.meta.url));

function domainFiles(): string[] {
  return readdirSync(domainRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(domainRoot, file));
}

describe('findPurityViolations', () => {
  it.each([
    "import { Injectable } from '@nestjs/common';",
    "import { Entity } from '@mikro-orm/core';",
    "import { PGlite } from '@electric-sql/pglite';",
    "import React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import styled from 'styled-components';",
    "import express from 'express';",
    "import { Pool } from 'pg';",
    "import { readFileSync } from 'node:fs';",
    "import { readFile } from 'fs/promises';",
    "import path from 'path';",
    "import http from 'http';",
    "import { randomUUID } from 'crypto';",
    "import { exec } from 'child_process';",
    "import os from 'os';",
    "import net from 'net';",
    "export { x } from 'node:util';",
    "import 'node:process';",
    "const fs = require('fs');",
    "const mod = await import('crypto');",
    'import type { Request } from "express";',
  ])('flags %s', (source) => {
    expect(findPurityViolations(source)).toHaveLength(1);
  });

  it('flags hidden time and randomness', () => {
    expect(findPurityViolations('const now = Date.now();')).toEqual(['calls Date.now()']);
    expect(findPurityViolations('const pick = Math.random() * 3;')).toEqual(['calls Math.random()']);
    expect(findPurityViolations('const today = new Date();')).toEqual(['calls new Date() without an argument']);
  });

  it('accepts relative imports and time passed in', () => {
    const source = [
      "import { addDays } from '../shared/calendar-date.js';",
      "import type { Venue } from './venue.js';",
      'const date = new Date(Date.UTC(2025, 0, 1));',
      'const later = new Date(instant.getTime() + 1);',
    ].join('\n');
    expect(findPurityViolations(source)).toEqual([]);
  });

  it('does not mistake similar names or comments for violations', () => {
    const source = [
      "import { x } from './react-helpers.js';",
      "import { y } from 'pg-format-like';",
      '// Never call Date.now() here: time comes through the Clock port.',
      '/* import fs from "fs"; */',
    ].join('\n');
    expect(findPurityViolations(source)).toEqual([]);
  });
});

describe('domain purity', () => {
  it('finds the domain sources', () => {
    expect(domainFiles().length).toBeGreaterThan(5);
  });

  it('keeps every domain file free of frameworks, I/O, Date.now() and Math.random()', () => {
    const offences = domainFiles().flatMap((file) =>
      findPurityViolations(readFileSync(file, 'utf8')).map((violation) => `${relative(domainRoot, file)} ${violation}`),
    );
    expect(offences).toEqual([]);
  });
});
