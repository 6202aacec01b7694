// The JavaScript size budget, measured gzipped over dist/ after `vite build`.
//
// Why two kinds of budget: what a phone must fetch before it can draw Home or a game is the entry
// chunk and the chunks it imports statically (the first load); the pages not needed to play (the
// viewer, the rules and sources pages, the Le Grec answers) are chunks of their own, fetched by a
// dynamic import() when opened. Summing every .js in dist/ would charge a visitor for pages they may
// never open, and would let the first load grow unnoticed as long as a lazy page shrank. So the
// first load is held to FIRST_LOAD_BUDGET, and each lazy chunk to LAZY_CHUNK_BUDGET on its own (a
// lazy page should stay a quick fetch on a slow line too). Which chunk is which comes from Vite's
// manifest (dist/.vite/manifest.json: the entry and its `imports`, followed; the rest is lazy).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 62 KiB since issue 39 (61 since issue 38: the service worker's registration and the game against the
// computer started offline). Issue 39's tournaments are lazy chunks; the first load keeps their routes,
// the header's link, Home's and the game page's loaders (0.5 KiB, most of it the chunks' hashed names in
// Vite's preload lists), with 61.0 of 61 KiB used before them.
// Issue 40: the game page (the action bar, the question in its place, the arrows anywhere, what a
// screen reader is told, the header's links) added 1.5 KiB; the exercise pages, made lazy chunks at the
// same time, took 3.4 KiB out; Greek added the Greek words of the small per-feature files the first load
// holds, the plural helper, the language switch and the exercises' goals said in Greek from the engine's
// English (src/i18n/exercise-goals.ts, an interim until the exercise set carries Greek goals). Greek's
// main catalogue and its rules are chunks of their own, fetched only by a reader who reads Greek.
const FIRST_LOAD_BUDGET = 64 * 1024;
const LAZY_CHUNK_BUDGET = 20 * 1024;
const root = new URL('../dist/', import.meta.url).pathname;

const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
const chunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
const entries = chunks.filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`expected one entry chunk in the manifest, found ${entries.length}`);
  process.exit(1);
}

// The entry and everything it imports statically, however deep.
const firstLoad = new Set();
const visit = (key) => {
  if (firstLoad.has(key) || !manifest[key]) return;
  firstLoad.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entries[0][0]);

const measure = (file) => {
  const bytes = readFileSync(join(root, file));
  return { raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => (n / 1024).toFixed(1);
let failed = false;

let raw = 0;
let gzipped = 0;
for (const key of firstLoad) {
  const size = measure(manifest[key].file);
  raw += size.raw;
  gzipped += size.gzipped;
}
console.log(`first-load JavaScript (${firstLoad.size} chunk${firstLoad.size === 1 ? '' : 's'}): ${kb(raw)} KiB, ${kb(gzipped)} KiB gzipped (budget ${kb(FIRST_LOAD_BUDGET)} KiB)`);
if (gzipped > FIRST_LOAD_BUDGET) {
  console.error('  over the first-load budget');
  failed = true;
}

for (const [key, chunk] of chunks.filter(([key]) => !firstLoad.has(key))) {
  const size = measure(chunk.file);
  const name = chunk.name ?? key;
  console.log(`lazy chunk ${name} (${chunk.file}): ${kb(size.raw)} KiB, ${kb(size.gzipped)} KiB gzipped (budget ${kb(LAZY_CHUNK_BUDGET)} KiB)`);
  if (size.gzipped > LAZY_CHUNK_BUDGET) {
    console.error(`  ${name} is over the lazy chunk budget`);
    failed = true;
  }
}
if (failed) process.exit(1);
