// The e2e workers of `npm run e2e`: separate Node processes (worker.mjs), each with its own Chromium
// and a server for each test file it runs. The files wait in one queue, longest first by the times
// recorded in durations.json (a file not recorded yet goes first: it may be long), and a worker
// takes the next one whenever it is free, so that the workers finish about together whatever the
// recorded times' age. Results are printed as they arrive, each naming its worker.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatResult } from './harness.mjs';

export const durationsFile = join(import.meta.dirname, 'durations.json');
const workerScript = join(import.meta.dirname, 'worker.mjs');

/** "1 test", "2 tests". */
export function count(n, noun) {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Each file's last recorded time in seconds ({} when there is no record). */
export function recordedDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')).seconds ?? {};
  } catch {
    return {};
  }
}

/** The files in the order they are handed out: unrecorded ones first (by name), then the longest first. */
export function longestFirst(files, seconds) {
  const known = (file) => typeof seconds[file] === 'number';
  return [...files.filter((file) => !known(file)).sort(), ...files.filter(known).sort((a, b) => seconds[b] - seconds[a] || a.localeCompare(b))];
}

/**
 * Runs the files on `workers` workers. Prints every result (a failure in full), then the failures
 * again with the command that runs their file alone, each worker's share, and "N passed, N failed".
 * A worker that dies fails the file it was running and is replaced (unless it died before it was
 * ready: then it would die again). Resolves with { passed, failed, seconds: { file: s } }.
 */
export function runPool(files, workers) {
  const queue = [...files];
  const failures = [];
  const seconds = {};
  const shares = [];
  let passed = 0;
  let running = 0;
  const started = Date.now();

  return new Promise((resolve) => {
    const finish = () => {
      // The failures' fate is the last thing read: the counts close the output, as before.
      for (const { name, file, worker } of failures) console.log(`not ok - ${name} (${file}, worker ${worker}: npm run e2e -- ${file})`);
      for (const [i, share] of shares.entries()) {
        if (share) console.log(`worker ${i + 1}: ${count(share.tests, 'test')} in ${count(share.files, 'file')}, ${Math.round(share.ms / 1000)} s`);
      }
      console.log(`in all ${Math.round((Date.now() - started) / 1000)} s on ${count(workers, 'worker')}`);
      console.log(`${passed} passed, ${failures.length} failed`);
      resolve({ passed, failed: failures.length, seconds });
    };

    const record = (worker, file, result) => {
      shares[worker - 1].tests++;
      if (result.ok) passed++;
      else failures.push({ name: result.name, file, worker });
      console.log(formatResult(result, `worker ${worker}`));
    };

    const start = (worker) => {
      running++;
      shares[worker - 1] ??= { files: 0, tests: 0, ms: 0 };
      const child = fork(workerScript, [], { env: { ...process.env, PETTEIA_E2E_WORKER: String(worker) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      let ready = false;
      let file = null; // the file it is running
      const next = () => {
        file = queue.shift() ?? null;
        child.send(file ? { type: 'run', file } : { type: 'stop' });
      };
      child.on('message', (message) => {
        if (message.type === 'ready') {
          ready = true;
          next();
        } else if (message.type === 'result') {
          record(worker, message.file, message.result);
        } else if (message.type === 'done') {
          seconds[message.file] = Math.round(message.ms / 100) / 10;
          Object.assign(shares[worker - 1], { files: shares[worker - 1].files + 1, ms: shares[worker - 1].ms + message.ms });
          next();
        }
      });
      child.on('exit', (code, signal) => {
        running--;
        if (file) record(worker, file, { name: `${file}: worker ${worker} exited (${signal ?? `code ${code}`}) during this file; its other tests did not run`, ok: false, ms: 0 });
        if (queue.length > 0 && ready) {
          start(worker);
        } else if (running === 0) {
          for (const left of queue.splice(0)) record(worker, left, { name: `${left}: not run, no worker left (worker ${worker} exited: ${signal ?? `code ${code}`})`, ok: false, ms: 0 });
          finish();
        }
      });
    };

    for (let worker = 1; worker <= workers; worker++) start(worker);
  });
}
