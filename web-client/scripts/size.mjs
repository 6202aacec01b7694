// Measures the shipped JavaScript (every .js under dist/) gzipped, and fails over the budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 60 * 1024;
const root = new URL('../dist/', import.meta.url).pathname;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let raw = 0;
let gzipped = 0;
for (const file of files(root).filter((f) => f.endsWith('.js'))) {
  const bytes = readFileSync(file);
  raw += bytes.length;
  gzipped += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`shipped JavaScript: ${kb(raw)} KiB, ${kb(gzipped)} KiB gzipped (budget ${kb(BUDGET)} KiB)`);
if (gzipped > BUDGET) {
  console.error('over the size budget');
  process.exit(1);
}
