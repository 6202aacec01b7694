// The browser module (rules/ and engine/ compiled by emscripten) answers exactly as the native
// build of the same C++ does: perft of every game, the legal moves and verdict all along random
// games, the engine's move, score and line at a fixed level, the computer's seeded move (offline
// play), and the refusals. Each request goes to
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
const askModule = (text) => module.ccall('petteia_request', 'string', ['string'], [text]);

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
        await both({ op: 'analyse', variant, moves, level: ply % 2 ? 'advanced' : 'intermediate' });
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
console.log(`module: ${(wasmBytes.length / 1024).toFixed(0)} KiB wasm + ${(loaderBytes.length / 1024).toFixed(0)} KiB loader, ${(gzipped / 1024).toFixed(1)} KiB gzipped (budget ${BUDGET_GZIP_BYTES / 1024} KiB)`);
for (const difference of differences.slice(0, 5)) console.error(JSON.stringify(difference, null, 1).slice(0, 2000));
if (differences.length > 0 || gzipped > BUDGET_GZIP_BYTES) process.exit(1);
