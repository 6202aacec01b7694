// The computer's move in the browser's module, as offline play asks it (the `choose` op): for each
// game and level, 12 moves along a fixed game (the other side's moves picked by rule), the mean and
// the longest time. The module runs in this Node process, on one core, without the server's
// wall-clock cap (wasm/module_engine.hpp): what a phone's Worker does, faster.
//
// With --slow, this process runs in a cgroup (v1 `cpu`, as root) with a quota of a quarter of a
// core: one core 4× slower, the mid-range phone of bench/analysis/run.mjs.
//
// node bench/offline/choose.mjs [--slow] [module folder, default build-wasm]
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const slow = process.argv.includes('--slow');
const moduleDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'build-wasm');
if (slow) {
  const group = `/sys/fs/cgroup/cpu/petteia-bench-${process.pid}`;
  mkdirSync(group);
  const period = Number(readFileSync(`${group}/cpu.cfs_period_us`, 'utf8'));
  writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(period / 4)));
  writeFileSync(`${group}/cgroup.procs`, String(process.pid));
  process.on('exit', () => {
    try {
      writeFileSync('/sys/fs/cgroup/cpu/cgroup.procs', String(process.pid));
      rmdirSync(group);
    } catch {
      // left for the system to clean
    }
  });
}
console.log(slow ? 'one core 4× slower (cgroup quota 1/4 of a core)' : 'one core, full speed');
globalThis.__dirname = moduleDir; // the loader reads it under Node; the bytes come from here
const { default: createPetteiaEngine } = await import(join(moduleDir, 'petteia-engine.mjs'));
const module = await createPetteiaEngine({ wasmBinary: readFileSync(join(moduleDir, 'petteia-engine.wasm')) });
let nextId = 1;
const ask = (request) => JSON.parse(module.ccall('petteia_request', 'string', ['string'], [JSON.stringify({ id: nextId++, ...request })]));

console.log('| game | level | moves | mean | longest |');
console.log('|---|---|---|---|---|');
for (const variant of ['petteia-6x6', 'petteia-8x8', 'petteia-chess', 'grec']) {
  for (const level of ['beginner', 'intermediate', 'advanced', 'expert']) {
    const moves = [];
    const times = [];
    for (let ply = 0; ply < 24; ply++) {
      const position = ask({ op: 'legal', variant, moves });
      if (position.status.state !== 'ongoing') break;
      if (ply % 2 === 0) {
        moves.push(position.moves[(ply * 7) % position.moves.length]);
        continue;
      }
      const started = performance.now();
      const chosen = ask({ op: 'choose', variant, moves, level, seed: ply });
      times.push(performance.now() - started);
      moves.push(chosen.move);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`| ${variant} | ${level} | ${times.length} | ${mean.toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms |`);
  }
}
