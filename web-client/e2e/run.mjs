// End-to-end tests: real petteia-server, real Chromium, two (or three) separate browser contexts
// standing for separate devices. `npm run e2e [-- FILE…] [-- --record-durations]`; see ../README.md
// for the environment variables. Each file of tests/ holds the tests of one flow
// (`export default [[name, async (fixtures) => …], …]`), so a new flow only needs a new file. The
// files are spread over PETTEIA_E2E_WORKERS workers (2 by default; pool.mjs, worker.mjs); a file's
// tests run one after another on a server of the file's own.
import { readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkPrerequisites, testsDir } from './harness.mjs';
import { count, durationsFile, longestFirst, recordedDurations, runPool } from './pool.mjs';

function usage(problem) {
  console.error(`${problem}\nusage: npm run e2e [-- [--record-durations] [FILE…]]  (FILE: a file of e2e/tests/, with or without .mjs)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
for (const option of options) if (option !== '--record-durations') usage(`unknown option ${option}`);
const recordDurations = options.includes('--record-durations');

const allFiles = readdirSync(testsDir).filter((name) => name.endsWith('.mjs')).sort();
const asked = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/^.*\//, ''));
for (const name of asked) {
  if (!allFiles.includes(name) && !allFiles.includes(`${name}.mjs`)) usage(`no e2e test file ${name} in e2e/tests/`);
}
const chosen = asked.length ? allFiles.filter((file) => asked.includes(file) || asked.includes(file.replace(/\.mjs$/, ''))) : allFiles;

// Every file is loaded here once to check what it exports and to count what will run: with
// PETTEIA_E2E_ONLY (a part of a test's name), a file with no such test is not handed to a worker.
const only = process.env.PETTEIA_E2E_ONLY;
const files = [];
let testCount = 0;
for (const file of chosen) {
  const flow = (await import(pathToFileURL(`${testsDir}/${file}`).href)).default;
  if (!Array.isArray(flow) || flow.length === 0) throw new Error(`e2e/tests/${file} exports no tests (export default [[name, fn], …])`);
  const selected = flow.filter(([name]) => !only || name.includes(only)).length;
  if (selected > 0) files.push(file);
  testCount += selected;
}
if (files.length === 0) usage(`no e2e test${only ? ` whose name contains "${only}"` : ''} in ${asked.length ? asked.join(', ') : 'e2e/tests/'}`);

const workersWanted = process.env.PETTEIA_E2E_WORKERS ?? '2';
if (!/^[1-9]\d*$/.test(workersWanted)) usage(`PETTEIA_E2E_WORKERS must be a whole number from 1, not "${workersWanted}"`);
const workers = Math.min(Number(workersWanted), files.length);

checkPrerequisites();
const recorded = recordedDurations();
console.log(`e2e: ${count(testCount, 'test')} in ${count(files.length, 'file')} on ${count(workers, 'worker')} (each its own Chromium, and a server for each file)`);
const outcome = await runPool(longestFirst(files, recorded), workers);

if (recordDurations) {
  if (outcome.failed > 0 || only) {
    console.error(`durations not recorded: ${only ? 'PETTEIA_E2E_ONLY ran part of the files' : 'a test failed'} (the times would say little)`);
  } else {
    // Files that no longer exist are dropped; the others keep their last time.
    const kept = Object.fromEntries(Object.entries({ ...recorded, ...outcome.seconds }).filter(([file]) => allFiles.includes(file)).sort());
    writeFileSync(durationsFile, `${JSON.stringify({ about: 'Seconds per e2e test file, written by `npm run e2e -- --record-durations`; the longest are handed to workers first (pool.mjs).', seconds: kept }, null, 2)}\n`);
    console.error(`durations recorded in ${durationsFile}`);
  }
}
process.exit(outcome.failed > 0 ? 1 : 0);
