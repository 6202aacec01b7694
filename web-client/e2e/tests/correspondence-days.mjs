// A game at one's own pace over days (issue 38), the server's clock moved forward a day at a time
// (libfaketime: startServer's fakedClock). Ariadne on a desktop in English and Theseus on a 360×740
// phone in French play three moves a "day" apart, each player elsewhere on the site with the tab in
// the background while the other thinks, and each told of their turn by the browser's notification,
// whose link opens the game. Then nobody moves for three days: the game ends on time, with nobody
// connected, and both are told.
import { join } from 'node:path';
import { config, startServer } from '../harness.mjs';
import {
  DESKTOP, PHONE, assert, createInvitation, listeningToEvents, playByClicks, recordNotifications, signUpFromHome, waitForMoves,
} from '../helpers.mjs';

const DAY = 86_400;

/** The server's clock `days` ahead (a fraction of a day too); its sockets' silence timers see a day pass, and some close: the
 * pages connect again by themselves, given a moment. */
async function daysLater(server, days, pages) {
  server.moveClock(days * DAY);
  await pages[0].waitForTimeout(2_000);
  for (const page of pages) await page.getByTestId('status').waitFor();
}

/** Elsewhere on the site, the tab in the background: what reaches the player is a notification. */
async function away(page, baseUrl) {
  await page.goto(`${baseUrl}/rules`);
  await listeningToEvents(page);
  await page.evaluate(() => window.__hide());
}

/** The page's `count`-th notification since it loaded (the recorder starts afresh with each page),
 * opened as its click would open it. */
async function notifiedAndOpened(page, baseUrl, count, title) {
  await page.waitForFunction((n) => window.__shown.length >= n, count, { timeout: 20_000 });
  const shown = (await page.evaluate(() => window.__shown))[count - 1];
  assert.match(shown.title, title);
  await page.goto(`${baseUrl}${shown.url}`);
  await page.getByTestId('status').waitFor();
  return shown;
}

export default [
  ['correspondence over days: three moves a day apart, each told by a notification in a hidden tab; then the game ends on time', async ({ newContext }) => {
    const server = await startServer({ fakedClock: true });
    try {
      const desktop = await (await newContext({ ...DESKTOP })).newPage();
      const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
      for (const page of [desktop, phone]) await page.addInitScript(recordNotifications);
      await signUpFromHome(desktop, server.url, 'Ariadne', 'labyrinth-thread-1');
      await signUpFromHome(phone, server.url, 'Theseus', 'minotaur-slayer-2');
      const link = await createInvitation(desktop, server.url, { time: 'days', days: 2, color: 'first' });
      await phone.goto(link);
      await phone.getByTestId('status').waitFor();
      await desktop.getByTestId('share-box').waitFor({ state: 'detached' });

      // Day 0: Ariadne moves; Theseus, away, is told.
      await away(phone, server.url);
      await playByClicks(desktop, 'A1-A2');
      const first = await notifiedAndOpened(phone, server.url, 1, /^À vous de jouer — /);
      assert.equal(first.url, new URL(link).pathname);
      await waitForMoves(phone, 1);

      // That evening (a first move is due within a day, issue 40): Theseus moves; Ariadne, away, is told.
      await away(desktop, server.url);
      await daysLater(server, 0.75, [phone]);
      await playByClicks(phone, 'A6-A5');
      await notifiedAndOpened(desktop, server.url, 1, /^Your move — /);
      await waitForMoves(desktop, 2);

      // Day 2: Ariadne moves; Theseus is told again.
      await away(phone, server.url);
      await daysLater(server, 2, [desktop]);
      await playByClicks(desktop, 'B1-B2');
      await notifiedAndOpened(phone, server.url, 1, /^À vous de jouer — /);
      await waitForMoves(phone, 3);
      await phone.screenshot({ path: join(config.screenshots, 'correspondence-days-fr-phone.png') });

      // Then Theseus lets his two days pass, both pages elsewhere: the sweep ends the game on time.
      await away(phone, server.url);
      await away(desktop, server.url);
      server.moveClock(5 * DAY);
      await desktop.waitForFunction(() => window.__shown.some((shown) => /^You won — /.test(shown.title)), null, { timeout: 30_000 });
      await phone.waitForFunction(() => window.__shown.some((shown) => /^Vous avez perdu — /.test(shown.title)), null, { timeout: 30_000 });
    } finally {
      await server.stop();
    }
  }],
];
