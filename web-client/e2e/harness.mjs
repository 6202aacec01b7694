// The e2e harness: a real petteia-server on a free port with a temporary database and the built
// client, one headless Debian Chromium, and a tiny test runner that ends with "N passed, N failed".
// run.mjs spreads the test files over workers (pool.mjs, worker.mjs), each calling runTests here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CspViolationError, createCspGuard } from './csp-guard.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const clientDir = resolve(here, '..');
export const repoDir = resolve(clientDir, '..');
export const testsDir = join(here, 'tests');

export const config = {
  serverBin: process.env.PETTEIA_SERVER_BIN ?? join(repoDir, 'build/bin/petteia-server'),
  staticDir: process.env.PETTEIA_STATIC_DIR ?? join(clientDir, 'dist'),
  // Where a test writes its screenshots: under `npm run e2e` a folder of its own for each test file
  // (the worker sets it before the file's tests run), so two workers never write the same name.
  screenshots: process.env.PETTEIA_E2E_SCREENSHOTS ?? join(repoDir, 'build/e2e-screenshots'),
  chromium: process.env.PETTEIA_CHROMIUM ?? '/usr/bin/chromium',
  graceSeconds: 3,
};

const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/**
 * Starts petteia-server; resolves with its base URL once it prints the port it listens on. With
 * PETTEIA_E2E_VERBOSE its log is copied to stderr, each line after `logPrefix` (a worker's name).
 * `staticDir`: another built client than PETTEIA_STATIC_DIR's (a test that changes its files).
 */
export function startServer({ port = 0, dataDir, logPrefix = '', staticDir = config.staticDir, fakedClock = false } = {}) {
  const data = dataDir ?? mkdtempSync(join(tmpdir(), 'petteia-e2e-'));
  // A clock the test moves (days per move, issue 38): libfaketime (Debian's, installed by scripts/setup)
  // reads the offset from a file at every clock call, the monotonic clock too (the server's time is
  // the monotonic clock's: server/common/clock_source.hpp). The browsers' clocks stay as they are.
  const clockFile = fakedClock ? join(data, 'faked-clock-offset') : null;
  if (clockFile) writeFileSync(clockFile, '+0\n');
  const env = clockFile
    ? { ...process.env, LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME_TIMESTAMP_FILE: clockFile, FAKETIME_NO_CACHE: '1', FAKETIME_DONT_FAKE_MONOTONIC: '0' }
    : process.env;
  const child = spawn(config.serverBin, [
    '--port', String(port), '--data', data, '--static', staticDir,
    '--grace-seconds', String(config.graceSeconds), '--log-level', 'warn', '--games-per-minute', '1000',
    // Every browser here is on 127.0.0.1: rated games between its accounts stay rated (as for a club
    // behind one address); the rule against rating farming is tested in tests/security/.
    '--casual-same-network', '0',
  ], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const running = () => child.exitCode === null && child.signalCode === null;
  // Whatever happens to this script, the server does not outlive it.
  const killOnExit = () => { if (running()) child.kill('SIGKILL'); };
  process.on('exit', killOnExit);
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 10_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolvePromise({
          url: match[1],
          port: Number(new URL(match[1]).port),
          dataDir: data,
          /** With `fakedClock`: the server's clock `seconds` ahead of the real one from now on. */
          moveClock(seconds) {
            if (!clockFile) throw new Error('moveClock needs a server started with fakedClock');
            writeFileSync(clockFile, `+${seconds}\n`);
          },
          async stop({ keepData = false } = {}) {
            if (running()) {
              const exited = new Promise((r) => child.once('exit', r));
              child.kill('SIGTERM');
              await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
              if (running()) child.kill('SIGKILL');
            }
            process.off('exit', killOnExit);
            if (!keepData) rmSync(data, { recursive: true, force: true });
          },
        });
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.stderr.setEncoding('utf8');
    let partial = ''; // the log's last line until it ends, so that two servers' lines never mix
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (!process.env.PETTEIA_E2E_VERBOSE) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      if (lines.length) process.stderr.write(lines.map((line) => `${logPrefix}${line}\n`).join(''));
    });
    child.once('exit', (code) => { clearTimeout(timer); if (!output.includes('listening on')) reject(new Error(`the server exited (${code}):\n${output}`)); });
  });
}

export async function launchBrowser() {
  // Playwright gives every launch a fresh temporary profile (user-data dir) and removes it after.
  const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS, headless: true });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

export function checkPrerequisites() {
  const missing = [];
  if (!existsSync(config.serverBin)) missing.push(`server binary ${config.serverBin} (set PETTEIA_SERVER_BIN)`);
  if (!existsSync(join(config.staticDir, 'index.html'))) missing.push(`built client ${config.staticDir}/index.html (run npm run build)`);
  if (!existsSync(config.chromium)) missing.push(`Chromium ${config.chromium} (apt-get install -y chromium, or set PETTEIA_CHROMIUM)`);
  if (missing.length) {
    console.error(`e2e prerequisites missing:\n  ${missing.join('\n  ')}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  mkdirSync(config.screenshots, { recursive: true });
}

/** A test's result as printed: `ok - name (N ms)`, or `not ok - …` and its error's lines indented. */
export function formatResult({ name, ok, ms, lines = [] }, where = '') {
  const head = `${ok ? 'ok' : 'not ok'} - ${name} (${ms} ms${where ? `, ${where}` : ''})`;
  return ok ? head : [head, ...lines.map((line) => `  ${line}`)].join('\n');
}

/**
 * Runs the tests one after another. Each result goes to `onResult` ({ name, ok, ms, lines }); without
 * it, one line each is printed and the closing count. Every context a
 * test makes is watched by the CSP guard (e2e/csp-guard.mjs): a test during which the browser
 * refused anything under the Content-Security-Policy fails, naming the directive and blocked URI.
 * Tests get the guard as `csp` (`await csp.violations()`, `csp.clear()`). Resolves true when none failed.
 */
export async function runTests(tests, fixtures, { onResult } = {}) {
  const only = process.env.PETTEIA_E2E_ONLY;
  const report = onResult ?? ((result) => console.log(formatResult(result)));
  let passed = 0;
  let variantNames = null; // the catalogue's names, asked once (see newContext)
  let failed = 0;
  for (const [name, fn] of tests) {
    if (only && !name.includes(only)) continue;
    const started = Date.now();
    const contexts = [];
    const csp = createCspGuard();
    // A context is a player who knows every game (the how-to shown to a newcomer is dismissed for
    // each game of the server's catalogue), unless the test asks for a newcomer: { newcomer: true }.
    const newContext = async ({ newcomer = false, ...options } = {}) => {
      if (options.bypassCSP) throw new Error('bypassCSP would hide the Content-Security-Policy from the test');
      const context = await fixtures.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, ...options });
      if (!newcomer) {
        // Asked through the context (its TLS settings: nginx's self-signed certificate in tests/deploy).
        variantNames ??= context.request.get(`${fixtures.server.url}/api/variants`).then((response) => response.json()).then((list) => list.map((entry) => entry.name));
        await context.addInitScript((names) => {
          for (const name of names) if (localStorage.getItem(`petteia.howto-done.${name}`) === null) localStorage.setItem(`petteia.howto-done.${name}`, '1');
        }, await variantNames);
      }
      context.setDefaultTimeout(10_000);
      // A running timed game asks before the page is left; the tests that reload mean to leave.
      // Other dialogs are dismissed, as Playwright does when nobody listens.
      context.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
      contexts.push(context);
      await csp.watch(context);
      return context;
    };
    let result;
    try {
      await fn({ ...fixtures, newContext, csp });
      await csp.check();
      passed++;
      result = { name, ok: true, ms: Date.now() - started };
    } catch (error) {
      failed++;
      const lines = error instanceof CspViolationError ? error.message.split('\n') : String(error?.stack ?? error).split('\n').slice(0, 6);
      // A test that failed otherwise still shows the violations it met (they may be the cause).
      const met = error instanceof CspViolationError ? null : await csp.check().catch((violation) => violation);
      if (met) lines.push(...met.message.split('\n'));
      result = { name, ok: false, ms: Date.now() - started, lines };
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
    await report(result);
  }
  if (!onResult) console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}
