// The browser module (rules/ and engine/ compiled by emscripten) answers exactly as the native
// build of the same C++ does: perft of every game, the legal moves and verdict all along random
// games, the engine's move, score and line at a fixed level, the computer's seeded move (offline
// play), Petteia's endgame tables given by the page and read in positions of each, and the refusals. Each request goes to
// both (the native twin over a pipe, the module in this process, its bytes given as wasmBinary) and
// the two answer texts must be equal byte for byte. Also: the module within its size budget.
//
// node tests/wasm/parity.mjs <native twin> <module folder>
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const [twinPath, moduleDir] = process.argv.slice(2);
if (!twinPath || !moduleDir) {
  console.error('usage: node tests/wasm/parity.mjs <petteia-browser-engine-native> <folder of petteia-engine.mjs>');
  process.exit(2);
}
const BUDGET_GZIP_BYTES = 400 * 1024;

// The module's loader reads __dirname when it finds itself under Node; the bytes come from here.
globalThis.__dirname = moduleDir;
const wasmBytes = readFileSync(join(moduleDir, 'petteia-engine.wasm'));
const loaderBytes = readFileSync(join(moduleDir, 'petteia-engine.mjs'));
const { default: createPetteiaEngine } = await import(join(moduleDir, 'petteia-engine.mjs'));
const module = await createPetteiaEngine({ wasmBinary: wasmBytes });
// As the Worker asks (web-client/src/analysis/engine-worker.ts): the request written into the
// module's heap, since a table file in base64 is far beyond what ccall puts on the stack.
function askModule(text) {
  const bytes = new TextEncoder().encode(text);
  const at = module._malloc(bytes.length + 1);
  module.HEAPU8.set(bytes, at);
  module.HEAPU8[at + bytes.length] = 0;
  try {
    return module.ccall('petteia_request', 'string', ['number'], [at]);
  } finally {
    module._free(at);
  }
}

const twin = spawn(twinPath, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: twin.stdout })[Symbol.asyncIterator]();
async function askTwin(text) {
  twin.stdin.write(`${text}\n`);
  const { value, done } = await lines.next();
  if (done) throw new Error('the native twin stopped');
  return value;
}

let compared = 0;
const differences = [];
let nextId = 1;
/** Both answers to one request; the native one, parsed. */
async function both(request) {
  const text = JSON.stringify({ id: nextId++, ...request });
  const native = await askTwin(text);
  const wasm = askModule(text);
  compared++;
  if (native !== wasm) differences.push({ request: text, native, wasm });
  return JSON.parse(native);
}

// A seeded choice (mulberry32), so that every run walks the same games.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const variants = { 'petteia-6x6': 4, 'petteia-8x8': 3, grec: 4, 'grec-mirror': 3, 'petteia-chess': 3 };
const counts = {};
for (const [variant, perftDepth] of Object.entries(variants)) {
  for (let depth = 1; depth <= perftDepth; depth++) await both({ op: 'perft', variant, depth });
  // Random games: every position's legal moves and verdict; the engine at some of them.
  const pick = random(variant.length * 7919);
  let analysed = 0;
  for (let game = 0; game < 4; game++) {
    const moves = [];
    for (let ply = 0; ply < 60; ply++) {
      const position = await both({ op: 'legal', variant, moves });
      if (position.error) throw new Error(`${variant}: ${JSON.stringify(position.error)}`);
      if (position.status.state !== 'ongoing' || position.moves.length === 0) break;
      if (ply % 15 === 7) {
        // The three best lines (MultiPV) at one position of each game (ply 7: three searches at Advanced).
        await both({ op: 'analyse', variant, moves, level: ply % 2 ? 'advanced' : 'intermediate', ...(ply === 7 ? { lines: 3 } : {}) });
        // The computer's move of offline play, its choice among near moves seeded.
        await both({ op: 'choose', variant, moves, level: ply % 2 ? 'beginner' : 'expert', seed: ply * 7919 + game });
        analysed++;
      }
      moves.push(position.moves[Math.floor(pick() * position.moves.length)]);
    }
    await both({ op: 'perft', variant, moves, depth: 2 });
  }
  counts[variant] = analysed;
}
// Petteia's endgame tables, given to both by the `table` request as the page gives them (the
// committed files, base64): before, an analysis names the tables it missed; after, positions of
// every table are valued by it ("table") the same way in both, and the computer's Expert move too.
const tablesDir = new URL('../../engine/tables/', import.meta.url);
const tableNames = ['petteia-6x6-2v2', 'petteia-6x6-2v3', 'petteia-6x6-3v2', 'petteia-6x6-3v3', 'petteia-8x8-2v2'];
/** A seeded placement of `light` and `dark` pieces on a `size` board, `toMove` to move, as a position text. */
function placement(pick, size, light, dark, toMove) {
  const cells = Array(size * size).fill('.');
  let placed = 0;
  while (placed < light + dark) {
    const at = Math.floor(pick() * cells.length);
    if (cells[at] !== '.') continue;
    cells[at] = placed++ < light ? 'L' : 'D';
  }
  const ranks = [];
  for (let rank = size - 1; rank >= 0; rank--) {
    ranks.push(cells.slice(rank * size, rank * size + size).join('').replace(/\.+/g, (run) => String(run.length)));
  }
  return `${ranks.join('/')} ${toMove} 0`;
}
const shapes = [['petteia-6x6', 6, 2, 2], ['petteia-6x6', 6, 3, 2], ['petteia-6x6', 6, 2, 3], ['petteia-6x6', 6, 3, 3], ['petteia-8x8', 8, 2, 2]];
const tablePick = random(2026);
const tablePositions = shapes.flatMap(([variant, size, light, dark]) => Array.from({ length: 12 }, (_, i) => ({
  variant, position: placement(tablePick, size, light, dark, i % 2 ? 'dark' : 'light') })));
const missedBefore = await both({ op: 'analyse', variant: 'petteia-6x6', position: tablePositions[12].position, level: 'advanced' });
if (!missedBefore.tables_missing) differences.push({ request: 'analyse before the tables', native: JSON.stringify(missedBefore), wasm: '(expected tables_missing)' });
// Refused files change nothing (a table already given would be kept, so these come first).
for (const text of [`{"id":9,"op":"table","name":"petteia-6x6-4v2","bytes":"AAAA"}`, `{"id":10,"op":"table","name":"petteia-6x6-2v2","bytes":"QUJD"}`,
  `{"id":11,"op":"table","name":"petteia-6x6-2v2"}`, `{"id":12,"op":"table","name":"petteia-6x6-2v2","bytes":"A*=="}`]) {
  const native = await askTwin(text);
  const wasm = askModule(text);
  compared++;
  if (native !== wasm) differences.push({ request: text, native, wasm });
  if (!JSON.parse(native).error) differences.push({ request: text, native, wasm: '(expected a refusal)' });
}
const tableLoads = {};
for (const name of tableNames) {
  const bytes = readFileSync(new URL(`${name}.ptb`, tablesDir)).toString('base64');
  const started = performance.now();
  const loaded = await both({ op: 'table', name, bytes });
  tableLoads[name] = Math.round(performance.now() - started);
  if (loaded.error) throw new Error(`${name}: ${JSON.stringify(loaded.error)}`);
}
const tableResults = { win: 0, draw: 0, loss: 0, other: 0 };
for (const { variant, position } of tablePositions) {
  const moves = [];
  for (let ply = 0; ply < 6; ply++) {
    const legal = await both({ op: 'legal', variant, position, moves });
    if (legal.error || legal.status.state !== 'ongoing' || legal.moves.length === 0) break;
    const analysed = await both({ op: 'analyse', variant, position, moves, level: 'advanced' });
    tableResults[analysed.table?.result ?? 'other']++;
    if (analysed.tables_missing) differences.push({ request: position, native: JSON.stringify(analysed), wasm: '(every table was given)' });
    if (ply % 3 === 0) await both({ op: 'choose', variant, position, moves, level: 'expert', seed: ply });
    // The winner's best move (so that the loser's side is seen too), else a random one.
    moves.push(analysed.table?.result === 'win' ? analysed.move : legal.moves[Math.floor(tablePick() * legal.moves.length)]);
  }
}
if (tableResults.win === 0 || tableResults.draw === 0 || tableResults.loss === 0) differences.push({ request: 'table positions', native: JSON.stringify(tableResults), wasm: '(expected wins, draws and losses)' });

// Refusals read and said the same way.
for (const text of ['', 'null', '{"id":1}', '{"id":2,"op":"dance","variant":"grec"}', '{"id":3,"op":"perft","variant":"grec","depth":9}',
  '{"id":4,"op":"legal","variant":"nope"}', '{"id":5,"op":"legal","variant":"petteia-6x6","moves":["A1-B2"]}',
  '{"id":6,"op":"analyse","variant":"petteia-6x6","position":"D5/6/6/6/6/LL4 dark 0"}', '{"id":7,"op":"legal","variant":"grec","extra":1}',
  '{"id":8,"op":"choose","variant":"grec","seed":-1}']) {
  const native = await askTwin(text);
  const wasm = askModule(text);
  compared++;
  if (native !== wasm) differences.push({ request: text, native, wasm });
  if (!JSON.parse(native).error) differences.push({ request: text, native, wasm: '(expected a refusal)' });
}
twin.stdin.end();

const gzipped = gzipSync(wasmBytes, { level: 9 }).length + gzipSync(loaderBytes, { level: 9 }).length;
console.log(`parity: ${compared} requests, ${differences.length} differences; engine positions analysed: ${JSON.stringify(counts)}`);
console.log(`endgame tables: ${JSON.stringify(tableResults)} analysed in tables; loading each (both builds, ms): ${JSON.stringify(tableLoads)}`);
console.log(`module: ${(wasmBytes.length / 1024).toFixed(0)} KiB wasm + ${(loaderBytes.length / 1024).toFixed(0)} KiB loader, ${(gzipped / 1024).toFixed(1)} KiB gzipped (budget ${BUDGET_GZIP_BYTES / 1024} KiB)`);
for (const difference of differences.slice(0, 5)) console.error(JSON.stringify(difference, null, 1).slice(0, 2000));
if (differences.length > 0 || gzipped > BUDGET_GZIP_BYTES) process.exit(1);
