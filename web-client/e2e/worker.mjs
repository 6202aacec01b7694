// One e2e worker, started by pool.mjs with an IPC channel: its own headless Chromium, and for each
// test file it is given a petteia-server of the file's own (a fresh temporary database on a free
// port), so that a file's lobby, live games and per-address limits are never another file's,
// whichever worker runs it and whatever ran before it. The file's tests run one after another, as
// they did in one process; each result is sent to the pool, which prints it.
// Messages in: { type: 'run', file } then { type: 'stop' }. Out: { type: 'ready' },
// { type: 'result', file, result }, { type: 'done', file, ms }.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { config, launchBrowser, runTests, startServer, testsDir } from './harness.mjs';

const screenshotsRoot = config.screenshots;

const send = (message) => new Promise((resolve, reject) => process.send(message, (error) => (error ? reject(error) : resolve())));

let launched = null;
let server = null;

async function shutDown() {
  await server?.stop().catch(() => undefined);
  await launched?.close().catch(() => undefined);
}

// The pool went away (killed, or Ctrl-C): leave no server or browser behind.
let stopping = false;
process.on('disconnect', () => { if (!stopping) shutDown().finally(() => process.exit(1)); });

/** The file's tests, or a failure standing for them when the file cannot be loaded. */
async function runFile(file) {
  const started = Date.now();
  const fail = (name, error) => send({ type: 'result', file, result: { name, ok: false, ms: Date.now() - started, lines: String(error?.stack ?? error).split('\n').slice(0, 12) } });
  try {
    const tests = (await import(pathToFileURL(join(testsDir, file)).href)).default;
    // A browser that crashed during the last file is replaced rather than failing every test after it.
    if (!launched?.browser.isConnected()) {
      await launched?.close().catch(() => undefined);
      launched = await launchBrowser();
    }
    config.screenshots = join(screenshotsRoot, file.replace(/\.mjs$/, ''));
    mkdirSync(config.screenshots, { recursive: true });
    server = await startServer({ logPrefix: `[worker ${process.env.PETTEIA_E2E_WORKER}, ${file}] ` });
    await runTests(tests, { server, browser: launched.browser }, { onResult: (result) => send({ type: 'result', file, result }) });
  } catch (error) {
    await fail(`${file}: the file could not be run`, error);
  } finally {
    await server?.stop().catch(() => undefined);
    server = null;
  }
  await send({ type: 'done', file, ms: Date.now() - started });
}

process.on('message', (message) => {
  if (message.type === 'run') {
    runFile(message.file).catch((error) => {
      console.error(`worker ${process.env.PETTEIA_E2E_WORKER}: ${error?.stack ?? error}`);
      process.exit(1);
    });
  } else if (message.type === 'stop') {
    stopping = true;
    shutDown().finally(() => process.exit(0));
  }
});

await send({ type: 'ready' });
