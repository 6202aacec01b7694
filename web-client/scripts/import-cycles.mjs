// Fails on any import cycle among the client's sources (src/): two modules that import each other,
// directly or through others. Why: a cycle has no owner — each side of it needs the other to be read
// first, so neither can be understood, tested or lazy-loaded alone, and at run time the one loaded
// second sees the first half-initialised. Type-only imports (`import type`) count too: they vanish
// from the bundle but not from the reader's path, and a type cycle becomes a real one with the first
// value added. Dynamic `import()` counts as well (it is still an arrow between the two files).
//
// Run by `npm test` (and so by ../scripts/test in CI); `node scripts/import-cycles.mjs` alone prints
// the same. Only relative specifiers are followed: packages cannot import our sources.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('../src/', import.meta.url).pathname;
const EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

/** Every TypeScript or JavaScript source under `dir`, as absolute paths. */
function sources(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts') && statSync(path).isFile());
}

/** The file a relative specifier names, as Vite's and TypeScript's "Bundler" resolution finds it; null for a non-source (JSON, CSS). */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, 'index' + ext))];
  return candidates.find((path) => EXTENSIONS.some((ext) => path.endsWith(ext)) && existsSync(path) && statSync(path).isFile()) ?? null;
}

// `import … from '…'`, `import '…'`, `export … from '…'` and `import('…')`; comments are removed first
// so that an example in a comment is not taken for an import.
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(path) {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = resolveSpecifier(path, specifier);
    if (target) found.add(target);
  }
  return [...found];
}

const graph = new Map(sources(src).map((path) => [path, importsOf(path)]));

// Tarjan's strongly connected components: every group of files that reach one another is one cycle
// (or several sharing files); a file alone is one only if it imports itself.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter++;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
}

for (const node of graph.keys()) if (!index.has(node)) visit(node);

/** The shortest loop through a component's first file (by name), for the message: its imports followed inside the component. */
function loopThrough(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let back = node; back !== null; back = cameFrom.get(back)) path.unshift(back);
        return path;
      }
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const name = (path) => relative(src, path);
if (cycles.length) {
  console.error(`import cycles in src/: ${cycles.length}`);
  for (const component of cycles) {
    console.error(`  ${component.map(name).sort().join(', ')}`);
    console.error(`    e.g. ${loopThrough(component).map(name).join(' → ')}`);
  }
  process.exit(1);
}
console.log(`import cycles in src/: none (${graph.size} files)`);
