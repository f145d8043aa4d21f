#!/usr/bin/env node
// The landing page's initial JavaScript, gzipped: the entry chunk, the landing route chunk and every chunk they
// import statically (what the browser must fetch before / can render). Reads dist/.vite/manifest.json, so run
// `npm run build -w @readiness/frontend` first. Exits 1 when the budget is exceeded; `--json` prints one JSON line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
const LANDING_SOURCE = 'src/features/landing/pages/landing-page.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build -w @readiness/frontend\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
if (!manifest[LANDING_SOURCE]) throw new Error(`The manifest has no chunk for ${LANDING_SOURCE}`);

/** A chunk and, recursively, the chunks it imports statically. */
function collect(key, into) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, into);
  return into;
}

const chunks = [...collect(LANDING_SOURCE, collect(entryKey, new Set()))].map((key) => {
  const bytes = readFileSync(join(dist, manifest[key].file));
  return { file: manifest[key].file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const totalGzipKb = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1024;
const totalRawKb = chunks.reduce((sum, chunk) => sum + chunk.raw, 0) / 1024;
const withinBudget = totalGzipKb <= BUDGET_KB;

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({
      name: 'landing-initial-js-gzip',
      unit: 'KB',
      value: Number(totalGzipKb.toFixed(1)),
      budget: BUDGET_KB,
      withinBudget,
      chunks,
    }),
  );
} else {
  for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${chunk.file.padEnd(48)} ${(chunk.gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
  }
  console.log(
    `Landing page initial JS: ${totalGzipKb.toFixed(1)} KB gzipped (${totalRawKb.toFixed(1)} KB raw) in ${chunks.length} chunks; budget ${BUDGET_KB} KB: ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
}
process.exitCode = withinBudget ? 0 : 1;
