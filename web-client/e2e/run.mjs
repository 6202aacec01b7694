// End-to-end tests: real petteia-server, real Chromium, two (or three) separate browser contexts
// standing for separate devices. `npm run e2e`; see ../README.md for the environment variables.
// Each file of tests/ holds the tests of one flow (`export default [[name, async (fixtures) => …], …]`);
// they are all run, file by file in name order, so a new flow only needs a new file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkPrerequisites, launchBrowser, runTests, startServer } from './harness.mjs';

const testsDir = join(import.meta.dirname, 'tests');
const tests = [];
for (const file of readdirSync(testsDir).filter((name) => name.endsWith('.mjs')).sort()) {
  const flow = (await import(pathToFileURL(join(testsDir, file)).href)).default;
  if (!Array.isArray(flow) || flow.length === 0) throw new Error(`e2e/tests/${file} exports no tests (export default [[name, fn], …])`);
  tests.push(...flow);
}

checkPrerequisites();
const server = await startServer();
const { browser, close } = await launchBrowser();
let ok = false;
try {
  ok = await runTests(tests, { server, browser });
} finally {
  await close().catch((error) => console.error(`closing the browser: ${error}`));
  await server.stop();
}
process.exit(ok ? 0 : 1);
