// bench/analysis/run.mjs — how long the viewer's analysis takes in the browser, on a phone's CPU.
//
// The Release server and Chromium, as the e2e tests start them; the viewer is given a recorded game,
// and the time is taken from the tap on "Analyse the game" to the end of the analysis (every position
// searched at the Advanced level's depth, in the engine's Worker). Beside it, the same positions
// through the native build of the same C++ (the parity test's twin), in one run: the ratio is
// WebAssembly-in-a-slowed-browser over native. Targets (issue 26): a 60-ply Petteia chess game
// ≤ 20 s, a 6×6 game ≤ 5 s, with the CPU 4× slower (a mid-range phone).
//
// How the CPU is made 4× slower: DevTools' throttle (Emulation.setCPUThrottlingRate) slows the page's
// main thread only — measured here on Chromium 156, a busy loop in a Worker ran 1.6× slower at
// rate 4 and the main thread 4.2× (also through a CDP session attached to the Worker itself) —,
// and the analysis runs in Workers. So the whole browser is put in a cgroup (v1 `cpu`, as root)
// with a quota of `--cores` cores each 4× slower (0.5 of a core for two): every thread of it, the
// Workers' and the page's together, within that. The page is told it runs on a four-core phone
// (navigator.hardwareConcurrency = 4; a mid-range phone has eight), so it analyses with two Workers
// (analysisWorkers). `--cores 1` gives the single-Worker figure: a quarter of one core for all.
// Without a writable cgroup it falls back to DevTools' throttle and says so.
//
//   node bench/analysis/run.mjs [--runs 3] [--rate 4] [--cores 2]
// Needs build/bin/petteia-server, build/bin/petteia-browser-engine-native and web-client/dist
// (with dist/engine/ from scripts/setup's petteia_build_wasm).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, repoDir, startServer } from '../../web-client/e2e/harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option('--runs', 3);
const rate = option('--rate', 4);
const cores = option('--cores', 2);
const TARGETS = { 'petteia-chess': 20_000, 'petteia-6x6': 5_000 };

// Games with Dark's (or Black's) moves at random: long, unbalanced, with mistakes to judge.
const GAMES = [
  {
    name: 'Petteia chess, 60 plies', variant: 'petteia-chess', plies: 60,
    moves: 'Kf0*g1 Pd8-d6 Pi1-i2 Cc9-i3 Hi0-h2 Hb9-d8 Pe1-e2 Pf8-f7 Pd1-d3 Hd8-b9 Pb1-b3 Me9-i5 Pf1-f2 Kf9*g8 Pc1-c3 Mi5-g3 Me0-g2 Pb8-b7 Hb0-c2 Kg8-g7 Hc2-e1 Pb7-b6 Ea0-b0 Pj8-j6 He1-c2 Ci3-j2 Pa1-a3 Hb9-a7 Hh2-i4 Cj2-i1 Eb0-b2 Sg9-f6 Hi4-h6 Pi8-i7 Sg0-f3 Ci1-h2 Kg1-g0 Pc8-c7 Hc2-e3 Ch2-g1 Ph1-h3 Hi9-g8 He3-f5 Kg7-f8 Ch0xg1 Hg8-e7 Kg0-f0 Ha7-b9 Cc0-d1 Mg3xg2 Pd3-d4 Sf6-i5 Hf5-h4 Mg2xi2 Hh6-g4 Mi2-j2 Hh4-i6 Ch9-j7 Hg4-e3 Mj2-j3',
  },
  {
    name: 'Petteia 6×6, 60 plies', variant: 'petteia-6x6', plies: 60,
    moves: 'D1-D4 B6-B5 B1-B3 C6-C5 C1-C3 B5-A5 D4-D5 A5-A3 E1-E5 A6-A4 F1-E1 A3-A2 B3-B6 F6-F1 B6-B3 D6-C6 C3-F3 C6-A6 E1-B1 A6-D6 D5-D3 A2-D2 B1-B2 C5-C6 F3-F4 A4-B4 A1-A5 D2-E2 E5-E4 D6-D4 A5-A6 C6-C3 A6-D6 F1-F2 B3-A3 C3-C1 D3-E3 D4-D1 F4-F6 C1-C5 F6-F3 C5-B5 D6-D4 E2-C2 A3-B3 C2-C1 E3-E2 C1-A1 E2-D2 A1-A3 B3-E3 D1-F1 D2-C2 F1-B1 E3-C3 B5-E5 C2-C1 A3-A4 C3-C5 B4-C4',
  },
  {
    name: 'Petteia 6×6, 27 plies (won by Light)', variant: 'petteia-6x6', plies: 27,
    moves: 'A1-A4 D6-D4 F1-F2 C6-C2 B1-B3 E6-E3 B3-C3 F6-C6 C3-B3 C6-F6 F2-F3 D4-B4 C1-C4 E3-D3 C4-C3 D3-E3 D1-D3 B6-E6 F3-F4 A6-D6 B3-B5 E6-E2 D3-E3 F6-F5 E3-D3 F5-C5 D3-D5',
  },
];

const record = (game) => `[Variant "${game.variant}"]\n${game.moves.split(' ').map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${move}` : move)).join(' ')}`;

/** The same positions through the native twin, in one process (its table reused, as the Worker's is). */
function nativeMs(game) {
  const moves = game.moves.split(' ');
  const input = moves.map((_, i) => JSON.stringify({ id: i, op: 'analyse', variant: game.variant, moves: moves.slice(0, i), level: 'advanced' })).join('\n');
  const started = process.hrtime.bigint();
  const result = spawnSync(join(repoDir, 'build/bin/petteia-browser-engine-native'), { input: `${input}\n`, maxBuffer: 1 << 26 });
  if (result.status !== 0) throw new Error(`native twin: ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function browserMs(browser, url, game) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  // The device's cores as the page sees them: a four-core phone (one Worker when --cores 1).
  await context.addInitScript((count) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count }), cores === 1 ? 2 : 4);
  const page = await context.newPage();
  if (!slowed) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${url}/viewer`);
  await page.getByTestId('viewer-text').fill(record(game));
  await page.getByTestId('viewer-show').click();
  const start = page.getByTestId('analysis-start');
  await start.waitFor();
  // The module's first fetch and compile, not the analysis: a warm-up request before the clock starts.
  const started = Date.now();
  await start.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === 'Analyse again', null, { timeout: 300_000, polling: 100 });
  const elapsed = Date.now() - started;
  const summary = await page.getByTestId('analysis-summary').innerText();
  await context.close();
  return { elapsed, summary };
}

/** Every process below this one whose command is Chromium's. */
function chromiumProcesses() {
  const children = new Map();
  for (const line of execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm=']).toString().trim().split('\n')) {
    const [pid, ppid, comm] = line.trim().split(/\s+/);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid, comm });
  }
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (/chrom/i.test(child.comm)) found.push(child.pid);
      walk(child.pid);
    }
  };
  walk(String(process.pid));
  return found;
}

/** Puts the browser's processes (its zygotes too: renderers forked later inherit the group) under a quota. */
function slowBrowser() {
  const group = `/sys/fs/cgroup/cpu/petteia-bench-${process.pid}`;
  try {
    mkdirSync(group);
    const period = Number(readFileSync(`${group}/cpu.cfs_period_us`, 'utf8'));
    writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round((period * cores) / rate)));
    for (const pid of chromiumProcesses()) writeFileSync(`${group}/cgroup.procs`, pid);
    return () => {
      for (const pid of readFileSync(`${group}/cgroup.procs`, 'utf8').trim().split('\n').filter(Boolean)) {
        try { writeFileSync('/sys/fs/cgroup/cpu/cgroup.procs', pid); } catch { /* already gone */ }
      }
      rmdirSync(group);
    };
  } catch (error) {
    if (existsSync(group)) rmdirSync(group);
    console.error(`no cgroup quota (${error.message}): DevTools' throttle instead, which slows the page but not the Worker`);
    return null;
  }
}

const server = await startServer();
const { browser, close } = await launchBrowser();
const release = rate > 1 ? slowBrowser() : null;
const slowed = release !== null;
const how = slowed ? `${cores} core${cores === 1 ? '' : 's'} ${rate}× slower (cgroup quota ${cores}/${rate} of a core)` : `DevTools' throttle ÷${rate}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let missed = false;
try {
  console.log(`| game | positions | browser, ${how} (median of ${runs}) | native | ratio | target |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const game of GAMES) {
    const times = [];
    let summary = '';
    for (let run = 0; run < runs; run++) ({ elapsed: times[run], summary } = await browserMs(browser, server.url, game));
    const native = median(Array.from({ length: runs }, () => nativeMs(game)));
    const target = TARGETS[game.variant];
    const browserMedian = median(times);
    if (browserMedian > target) missed = true;
    console.log(`| ${game.name} | ${game.plies + 1} | ${(browserMedian / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(', ')}) | ${(native / 1000).toFixed(2)} s | ${(browserMedian / native).toFixed(1)}× | ≤ ${target / 1000} s |`);
    console.error(`  ${game.name}: ${summary.replace(/\n/g, ' / ')}`);
  }
} finally {
  release?.();
  await close();
  await server.stop();
}
process.exit(missed ? 1 : 0);
