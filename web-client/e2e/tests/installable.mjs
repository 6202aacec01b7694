// The site as an installable web app (issue 38): its manifest and icons, the service worker that
// keeps the app's shell (src/sw/), the site opened with the network down after one earlier visit,
// a game against the computer started and answered there, and a new build's worker replacing the
// old one's cache. On a 360×740 phone, in English and in French.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, PHONE, inViewport, seededRandom, square, waitForMoves } from '../helpers.mjs';
import { config, startServer } from '../harness.mjs';
import { startRelay } from '../network-cut.mjs';

const WORDS = {
  en: { lang: 'en-US', play: 'Play', computer: 'Play the computer', yourMove: /^Your move$/, banner: /^Offline: this game against the computer is played in this browser only/ },
  fr: { lang: 'fr-FR', play: 'Jouer', computer: 'Jouer contre l’ordinateur', yourMove: /^À vous de jouer$/, banner: /^Hors ligne : cette partie contre l’ordinateur se joue dans ce navigateur seulement/ },
};

/** The worker controls the page and its cache holds the whole shell and the catalogue; returns the cache's name. */
async function shellKept(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('petteia-shell-'));
    if (names.length !== 1) throw new Error(`one shell cache expected, found ${names.join(', ')}`);
    const kept = (await (await caches.open(names[0])).keys()).map((request) => new URL(request.url).pathname);
    for (const path of ['/index.html', '/manifest.webmanifest', '/engine/petteia-engine.mjs', '/engine/petteia-engine.wasm', '/api/variants'])
      if (!kept.includes(path)) throw new Error(`${path} is not kept (${kept.join(', ')})`);
    if (!kept.some((path) => /^\/assets\/index-.*\.js$/.test(path))) throw new Error('the entry bundle is not kept');
    if (kept.some((path) => path.startsWith('/engine/tables/'))) throw new Error('an endgame table was precached');
    return names[0];
  });
}

async function manifestChecked(page, serverUrl) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  assert.equal(href, '/manifest.webmanifest');
  const answer = await fetch(`${serverUrl}${href}`);
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type'), /^application\/manifest\+json/);
  const manifest = await answer.json();
  assert.equal(manifest.name, 'Petteia Online');
  assert.equal(manifest.short_name, 'Petteia');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.lang, 'en');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const icon = (sizes, purpose, type) => manifest.icons.find((one) => one.sizes === sizes && one.purpose === purpose && one.type === type);
  for (const [sizes, purpose, type] of [['192x192', 'any', 'image/png'], ['512x512', 'any', 'image/png'], ['512x512', 'maskable', 'image/png'], ['any', 'any', 'image/svg+xml']])
    assert.ok(icon(sizes, purpose, type), `an icon ${sizes} ${purpose} ${type}`);
  // Each icon reachable from the page (the CSP's img-src too) and of the size it says.
  for (const one of manifest.icons) {
    const size = await page.evaluate((src) => new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
      image.onerror = () => reject(new Error(`${src} did not load`));
      image.src = src;
    }), one.src);
    if (one.sizes !== 'any') assert.equal(size, one.sizes, one.src);
  }
  const worker = await fetch(`${serverUrl}/sw.js`);
  assert.equal(worker.status, 200);
  assert.match(worker.headers.get('content-type'), /^text\/javascript/);
  assert.equal(worker.headers.get('cache-control'), 'no-cache', 'the browser asks for a new worker at each check');
}

/** Plays a move when it is the player's, and waits for the computer's answer. */
async function moveAnswered(page, random, words, before) {
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), words.yourMove.source, { timeout: 30_000 });
  const movable = await page.locator('.is-movable').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  assert.ok(movable.length > 0, 'a piece to move');
  const from = movable[Math.floor(random() * movable.length)];
  await square(page, from).click();
  const destinations = await page.locator('.is-dest, .is-dest-occupied').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  await square(page, destinations[Math.floor(random() * destinations.length)]).click();
  await waitForMoves(page, before + 2); // the player's and the computer's, both from this browser
}

function offlineVisit(language) {
  const words = WORDS[language];
  return async ({ server, newContext }) => {
    // The network is cut for real (network-cut.mjs: every connection refused), and Chromium's offline
    // emulation too (navigator.onLine false, as on a phone in flight mode).
    const relay = await startRelay(server.url);
    try {
      await offlineVisitThrough(relay, server, newContext, language, words);
    } finally {
      await relay.close();
    }
  };
}

async function offlineVisitThrough(relay, server, newContext, language, words) {
  const context = await newContext({ ...PHONE, locale: words.lang });
  const first = await context.newPage();
  await first.goto(`${relay.url}/`);
  await first.getByTestId('home').waitFor();
  if (language === 'en') await manifestChecked(first, server.url);
  await shellKept(first);
  // After the first visit, the worker answers the page from the start.
  await first.reload();
  await first.getByTestId('home').waitFor();
  assert.equal(await first.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${relay.url}/sw.js`);
  await first.close();

  // The network down; a new page (as a browser reopened) opens the site from the kept shell.
  relay.cut();
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(`${relay.url}/`);
  const play = page.getByTestId('play');
  assert.equal((await play.textContent()).trim(), words.play);
  assert.ok(await inViewport(play), 'Home\'s Play in view, offline');
  await play.click();
  await page.getByTestId('variant-petteia-6x6').check();
  await page.getByTestId('time-none').check();
  await page.getByTestId('color-first').check();
  const start = page.getByTestId('start-computer');
  assert.equal((await start.textContent()).trim(), words.computer);
  assert.ok(await inViewport(start), 'the computer\'s start button in view');
  await start.click();
  await page.waitForURL(/\/g\/local-[a-z0-9]{12}$/);
  const banner = page.locator('.conn-banner');
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('.conn-banner')?.textContent ?? ''), words.banner.source, { timeout: 30_000 });
  assert.ok(await inViewport(banner), 'the offline banner in view');
  const random = seededRandom(38);
  await moveAnswered(page, random, words, 0);
  for (const name of ['A1', 'F6']) assert.ok(await inViewport(square(page, name)), `${name}, a corner of the board, in view`);
  // The banner and the board in the first screen (the status line is under the board on a phone, as in every game).
  assert.ok(await inViewport(banner), 'the offline banner still in view after the moves');

  // Kept in this browser: a reload, still offline, shows the same game and plays on.
  const played = await page.locator('[data-testid="moves"] .mv').allTextContents();
  await page.reload();
  await waitForMoves(page, 2);
  assert.deepEqual(await page.locator('[data-testid="moves"] .mv').allTextContents(), played);
  await moveAnswered(page, random, words, 2);
  // The server never heard of it.
  const game = new URL(page.url()).pathname.split('/')[2];
  assert.notEqual((await fetch(`${server.url}/api/games/${game}/positions`)).status, 200);
}

export default [
  ['on a phone in English: the manifest and icons, the worker keeps the shell, and with the network down the site opens and a game against the computer is started and answered', offlineVisit('en')],
  ['on a phone in French: the site opened offline after one visit, a game against the computer played there', offlineVisit('fr')],
  ['a new build\'s worker replaces the old one and its cache at the next navigation', async ({ newContext }) => {
    // A copy of the built client, whose worker this test rebuilds (another hash), on a server of its own.
    const dir = mkdtempSync(join(tmpdir(), 'petteia-sw-'));
    cpSync(config.staticDir, dir, { recursive: true });
    const own = await startServer({ staticDir: dir });
    try {
      const context = await newContext(PHONE);
      const page = await context.newPage();
      await page.goto(`${own.url}/`);
      await page.getByTestId('home').waitFor();
      const before = await shellKept(page);
      const hash = before.slice('petteia-shell-'.length);
      const next = [...hash].reverse().join('') === hash ? `${hash}x` : [...hash].reverse().join('');
      const script = readFileSync(join(dir, 'sw.js'), 'utf8');
      assert.ok(script.includes(`"${hash}"`) || script.includes(`\`${hash}\``) || script.includes(`'${hash}'`), 'the worker names its build');
      writeFileSync(join(dir, 'sw.js'), script.split(hash).join(next));
      await page.reload();
      const shells = () => page.evaluate(async () => (await caches.keys()).filter((one) => one.startsWith('petteia-shell-')).join());
      for (let waited = 0; (await shells()) !== `petteia-shell-${next}`; waited += 200) {
        assert.ok(waited < 30_000, `the old cache is still there: ${await shells()}`);
        await page.waitForTimeout(200);
      }
      assert.equal(await shellKept(page), `petteia-shell-${next}`, 'the new build\'s cache, whole, and the old one gone');
    } finally {
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }],
];
