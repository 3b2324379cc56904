#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile preset: a Moto G Power-sized screen, simulated slow 4G and a
// 4x slower CPU) on the home page, the search page and a venue page of the built app, served by the
// real server on a fresh data directory (demo data). It prints a table and the same figures as
// markdown for the README, and asserts nothing: a benchmark, not a test (issue 15 asks >= 95, LCP
// <= 2.5 s, CLS <= 0.1).
//
//   npm run build && npm run bench:web            (WEB_DIR=/tmp/x-web to measure another build)
//   CHROME_PATH=/usr/bin/chromium is the default; RUNS=3 takes the median of three runs per page;
//   LIGHTHOUSE_JSON_DIR=/tmp/lh keeps each full report; VERBOSE=1 names each page's LCP element;
//   PAGES=home,venue measures only those pages.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './api/processes.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';


/** The built server (adapters/http/start-server.js), as test/support/server-process.ts starts it. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-lighthouse-'));
  const child = spawn(process.execPath, ['adapters/http/start-server.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/** The machine the figures come from, for the README: CPU model and count, memory. */
function machine() {
  const cpus = os.cpus();
  // Lighthouse scales the CPU time it observes: a busy machine reads as a slow page (TBT above all).
  const load = os.loadavg()[0].toFixed(1);
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} x${cpus.length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, load ${load}`;
}

/** The rows as a GitHub markdown table, to paste in README.md. */
function markdownTable(rows) {
  const columns = Object.keys(rows[0]).filter((column) => column !== 'path');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The page's largest element as Lighthouse 13 names it (the LCP breakdown insight's node). */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? `${node.snippet} "${node.nodeLabel}"` : '(none)';
}

async function measure(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  // LIGHTHOUSE_JSON_DIR=/tmp/lh keeps each full report, for a look at what drags a score.
  if (process.env.LIGHTHOUSE_JSON_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsDecodedBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    lcpElement: lcpElement(lhr),
    // Lighthouse's own measure of the host's CPU (a few hundred ms of JS it times): the 4x slowdown is
    // applied to whatever this machine is, so the same page reads slower on a lower index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    warnings: lhr.runWarnings ?? [],
    error: lhr.runtimeError?.message,
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const featured = await (await fetch(`${server.url}/api/venues/featured`)).json();
  if (!Array.isArray(featured) || featured.length === 0) throw new Error('no featured venue to measure a venue page with');
  const pages = [
    ['home', '/'],
    ['search', '/search'],
    ['venue', `/venues/${featured[0].id}`],
  ];
  const wanted = process.env.PAGES?.split(',').map((name) => name.trim());
  const rows = [];
  const benchmarkIndexes = [];
  const warnings = new Set();
  for (const [name, pathname] of pages.filter(([name]) => !wanted || wanted.includes(name))) {
    // A first visit warms the server (and its caches), as a visitor's would have been.
    await fetch(`${server.url}${pathname}`);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // A run that fails (a timeout on a busy machine) is reported and left out, not fatal to the others.
      results.push(await measure(`${server.url}${pathname}`, chrome.port).catch((error) => ({ error: String(error?.message ?? error) })));
    }
    // A run Lighthouse could not finish (its runtimeError, warned above) does not count in the median.
    const finished = results.filter((result) => !result.error);
    for (const result of finished) {
      benchmarkIndexes.push(result.benchmarkIndex);
      for (const warning of result.warnings) warnings.add(warning);
    }
    const pick = (key) => (finished.length ? median(finished.map((result) => result[key])) : Number.NaN);
    rows.push({
      page: name,
      path: pathname,
      score: pick('score'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'SI ms': Math.round(pick('si')),
      'JS kB (transfer)': Number((pick('jsBytes') / 1000).toFixed(1)),
      'JS kB (decoded)': Number((pick('jsDecodedBytes') / 1000).toFixed(1)),
    });
    for (const result of results) if (result.error) console.warn(`${name}: Lighthouse says ${result.error}`);
    if (process.env.VERBOSE) for (const result of finished) console.log(name, 'LCP', Math.round(result.lcp), 'ms:', result.lcpElement);
  }
  const hostIndex = benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : 'unknown';
  const title = `Lighthouse ${lighthouseVersion()}, mobile preset, ${runs} run(s) per page (median), ${new Date().toISOString().slice(0, 10)}, ${machine()}, benchmarkIndex ${hostIndex}`;
  for (const warning of warnings) console.warn(`Lighthouse warns: ${warning}`);
  console.log(title);
  console.table(rows);
  console.log(`\n${markdownTable(rows)}`);
} finally {
  await chrome.kill();
  await server.stop();
}
