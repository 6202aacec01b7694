// One reader — a device, a language, a theme — reads every page of the site (site-pages.mjs) and
// each is checked as issue 40 asks: axe-core finds no serious or critical violation, and the
// headings are one h1 and no level skipped. One page (one browser tab) goes from page to page as a
// reader does, by the site's own links' way (the History API, src/main.ts's router), not by a
// reload each time: the check costs what axe costs, so that every combination fits in the CI's time.
// All of a reader's pages are read before the test fails, and its failure lists them all, so that
// one run says everything left to fix. The minor and moderate findings are printed, once each.
import { join } from 'node:path';
import { config } from './harness.mjs';
import { axeFindings } from './axe.mjs';
import { headingProblems } from './headings.mjs';
import { assert } from './helpers.mjs';
import { siteOn } from './site-pages.mjs';

const SERIOUS = ['serious', 'critical'];
const printed = new Set(); // the minor and moderate findings already printed by this file

/** Goes to `path` as the site's links do, once the page is loaded; the first time, loads it. */
async function go(page, url, path) {
  if (!page.url().startsWith(url)) return page.goto(`${url}${path}`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What is wrong on each of `pages` for this reader, each line naming its page. */
async function readPages(page, url, pages, reader, deviceName) {
  const problems = [];
  for (const { name, path, ready, open = [], opened, openTimeout, close, devices, newcomer } of pages) {
    if (devices && !devices.includes(deviceName)) continue;
    // A player new to the game (its how-to shown) for this page only: the browser's note forgotten, then kept again.
    const howToDone = `petteia.howto-done.${newcomer}`;
    if (newcomer) await page.evaluate((key) => localStorage.removeItem(key), howToDone);
    try {
      await go(page, url, path);
      await page.locator(ready).first().waitFor();
      // What the reader taps in turn to reach the state read (a menu, then its item).
      for (const tap of [open].flat()) await page.locator(tap).first().click();
      if (opened) await page.locator(opened).first().waitFor({ timeout: openTimeout });
    } catch (error) {
      problems.push(`${name} (${path}): not shown — ${String(error.message).split('\n')[0]}`);
      if (newcomer) await page.evaluate((key) => localStorage.setItem(key, '1'), howToDone);
      continue;
    }
    const found = await axeFindings(page);
    const before = problems.length;
    for (const finding of found) {
      if (SERIOUS.includes(finding.impact)) problems.push(`${name}: ${finding.text}`);
      else if (!printed.has(`${name} ${finding.text}`)) {
        printed.add(`${name} ${finding.text}`);
        console.log(`  (${reader}) ${name}: ${finding.text}`);
      }
    }
    for (const problem of await headingProblems(page)) problems.push(`${name}: headings: ${problem}`);
    if (newcomer) await page.evaluate((key) => localStorage.setItem(key, '1'), howToDone);
    // Left as found (a seek withdrawn, a dialog shut), for the pages after it and the other readers.
    if (close) await page.locator(close).first().click();
    if (problems.length > before) {
      await page.screenshot({ path: join(config.screenshots, `axe-${reader.replace(/[^a-z0-9-]+/gi, '-')}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
    }
  }
  return problems;
}

/** The tests of a device in a language, light then dark: [[name, fn], …] for a file of e2e/tests/. */
export function everyPageTests(deviceName, device, locale) {
  return ['light', 'dark'].map((colorScheme) => everyPageTest(deviceName, device, locale, colorScheme));
}

/** The test of one reader: [name, fn]. */
function everyPageTest(deviceName, device, locale, colorScheme) {
  const reader = `${deviceName}, ${locale}, ${colorScheme}`;
  return [`${reader}: every page, no serious or critical axe violation, one h1 and no heading level skipped`, async ({ server, newContext }) => {
    const site = await siteOn(server, newContext);
    const options = { ...device, locale, colorScheme };
    const problems = [];
    const signedIn = await (await newContext({ ...options, storageState: site.storageState })).newPage();
    problems.push(...await readPages(signedIn, server.url, site.signedIn, reader, deviceName));
    await signedIn.context().close();
    const visitor = await (await newContext(options)).newPage();
    problems.push(...await readPages(visitor, server.url, site.visitor, reader, deviceName));
    // Every line printed: a failed test's message shows only its first lines.
    for (const problem of problems) console.log(`  (${reader}) ${problem}`);
    assert.equal(problems.length, 0, `${reader}: ${problems.length} problems on ${site.signedIn.length + site.visitor.length} pages (printed above)`);
  }];
}
