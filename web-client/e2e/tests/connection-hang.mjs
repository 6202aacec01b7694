// A connection that hangs without closing (issue 37): a phone goes offline and its WebSocket stays
// open, silent. The relay (network-cut.mjs) makes that hang for real: nothing goes through, nothing is
// closed, and what was sent arrives when the network is back. Chromium's offline emulation alone would
// fire the page's `offline` event (which declares the loss at once: checked last); the hang alone has
// only the heartbeat to tell it. The hanging player is a 360×740 phone; the opponent is not cut.
import { assert, DESKTOP, PHONE, createComputerGame, createInvitation, inViewport, playAnyMove, seededRandom, square, waitForMoves, waitForStatus } from '../helpers.mjs';
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { startRelay } from '../network-cut.mjs';

const banner = (page) => page.evaluate(() => document.querySelector('.conn-banner.visible')?.textContent ?? '');
const pendingNote = (page) => page.getByTestId('pending-move');

async function serverPlies(serverUrl, game) {
  const answer = await fetch(`${serverUrl}/api/games/${game}/positions`);
  assert.equal(answer.status, 200);
  return (await answer.json()).positions.length - 1;
}

/** Milliseconds until the banner says `pattern` (polled every 100 ms). */
async function msUntilBanner(page, pattern, since, timeout = 10_000) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('.conn-banner.visible')?.textContent ?? ''), pattern.source, { timeout, polling: 100 });
  return Date.now() - since;
}

/** Taps one of the player's moves (a movable piece, then one of its destinations) without waiting for the server. */
async function tapAnyMove(page, random) {
  const movable = await page.locator('.is-movable').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  assert.ok(movable.length > 0, 'no movable piece on my move');
  const from = movable[Math.floor(random() * movable.length)];
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  const destinations = await page.locator('.is-dest, .is-dest-occupied').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  const to = destinations[Math.floor(random() * destinations.length)];
  await square(page, to).click();
  return { from, to };
}

/** Plays a move other than `avoid` (another piece, or another square for the same piece), and waits for it. */
async function playOtherMove(page, avoid) {
  const movable = await page.locator('.is-movable').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  const from = movable.find((name) => name !== avoid.from) ?? avoid.from;
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  const destinations = await page.locator('.is-dest, .is-dest-occupied').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  const to = destinations.find((name) => from !== avoid.from || name !== avoid.to);
  assert.ok(to, 'another move to play');
  const before = await page.locator('[data-testid="moves"] .mv').count();
  await square(page, to).click();
  await waitForMoves(page, before + 1);
}

export default [
  ['connection hang: on a phone against the computer, a socket that hangs is lost within 5 s and the game goes on in the browser', async ({ server, newContext }) => {
    const relay = await startRelay(server.url);
    try {
      const context = await newContext(PHONE);
      const page = await context.newPage();
      const link = await createComputerGame(page, relay.url, { variant: 'petteia-6x6', level: 'beginner', color: 'first', time: 'custom', minutes: 5, increment: 0 });
      const game = new URL(link).pathname.split('/')[2];
      await waitForStatus(page, /^Your move$/);
      const random = seededRandom(20261205);
      await playAnyMove(page, random);
      await waitForMoves(page, 2);
      await waitForStatus(page, /^Your move$/);
      await page.waitForFunction(() => document.querySelector('.conn-banner')?.getAttribute('data-offline-ready') === 'true', null, { timeout: 60_000 });

      const hungAt = Date.now();
      relay.hang();
      const ms = await msUntilBanner(page, /^Offline: the computer plays on in this browser/, hungAt);
      console.log(`    offline play began ${ms} ms after the hang`);
      assert.ok(ms <= 5500, `the hang was noticed after ${ms} ms`);
      assert.ok(await inViewport(page.locator('.conn-banner')), 'the banner is in view');
      for (let turn = 2; turn <= 3; turn++) {
        await playAnyMove(page, random);
        await waitForMoves(page, 2 * turn);
        await waitForStatus(page, /^Your move$/);
      }
      assert.equal(await serverPlies(server.url, game), 2, 'the server has not heard of the moves played in the browser');

      relay.restore();
      await page.waitForFunction(() => /The 4 moves played offline are stored on the server/.test(document.querySelector('.toast')?.textContent ?? ''), null, { timeout: 30_000 });
      assert.equal(await serverPlies(server.url, game), 6);
      await waitForStatus(page, /^Your move$/);
    } finally {
      await relay.close();
    }
  }],

  ['connection hang: on a phone between people, the loss is said within 5 s, a move waits visibly, and is played on reconnection only if the game is where it was made', async ({ server, newContext }) => {
    const relay = await startRelay(server.url);
    try {
      const phoneContext = await newContext(PHONE);
      const phone = await phoneContext.newPage();
      const link = await createInvitation(phone, relay.url, { color: 'first', time: 'none' });
      const game = new URL(link).pathname.split('/')[2];
      const desktop = await (await newContext(DESKTOP)).newPage();
      await desktop.goto(`${server.url}/g/${game}`);
      await desktop.getByTestId('status').waitFor();
      await phone.getByTestId('share-box').waitFor({ state: 'detached' });
      const random = seededRandom(37);
      await playAnyMove(phone, random);
      await waitForMoves(desktop, 1);
      await playAnyMove(desktop, random);
      await waitForMoves(phone, 2);
      await waitForStatus(phone, /^Your move$/);

      // 1. The move is tapped the moment the network hangs: it goes into the silent socket. The page
      // says it waits (a live region under the board), says the connection lost within 5 s, and once
      // the network is back the move is played exactly once (it may arrive late by the old socket, or
      // be sent again by the new one: the ply tells the server which).
      const hungAt = Date.now();
      relay.hang();
      const { from, to } = await tapAnyMove(phone, random);
      await phone.waitForFunction(() => /is waiting for the connection: not played yet/.test(document.querySelector('[data-testid="pending-move"]')?.textContent ?? ''), null, { timeout: 3_000 });
      assert.match(await pendingNote(phone).textContent(), new RegExp(`^Your move ${from} → ${to} is waiting`));
      assert.equal(await pendingNote(phone).getAttribute('role'), 'status', 'a screen reader hears it');
      assert.ok(await inViewport(pendingNote(phone)), 'the waiting move is said in view, under the board');
      const ms = await msUntilBanner(phone, /^Connection lost\. Reconnecting…$/, hungAt);
      console.log(`    "Connection lost" ${ms} ms after the hang`);
      assert.ok(ms <= 5500, `the hang was noticed after ${ms} ms`);
      assert.equal(await serverPlies(server.url, game), 2, 'not played while the network hangs');
      await phone.screenshot({ path: join(config.screenshots, 'connection-hang-pending.png') });

      relay.restore();
      await waitForMoves(phone, 3);
      await waitForMoves(desktop, 3);
      await phone.waitForFunction(() => (document.querySelector('[data-testid="pending-move"]')?.textContent ?? '') === '', null, { timeout: 15_000 });
      assert.equal(await banner(phone), '');
      assert.equal(await serverPlies(server.url, game), 3, 'played once');
      const third = await phone.locator('[data-testid="moves"] .mv').nth(2).textContent();
      assert.ok(third.startsWith(`${from} → ${to}`), `the waiting move was played: ${third}`);

      // 2. The game changes while the phone hangs (the player's own laptop, holding the seat, plays
      // another move): the phone's waiting move is not played, and the page says so and why.
      await playAnyMove(desktop, random);
      await waitForMoves(phone, 4);
      await waitForStatus(phone, /^Your move$/);
      const secret = await phone.evaluate((id) => localStorage.getItem(`petteia.secret.${id}`), game);
      const laptop = await (await newContext(DESKTOP)).newPage();
      await laptop.goto(`${server.url}/`);
      await laptop.evaluate(([id, key]) => localStorage.setItem(`petteia.secret.${id}`, key), [game, secret]);
      await laptop.goto(`${server.url}/g/${game}`);
      await waitForStatus(laptop, /^Your move$/);

      relay.hang();
      await msUntilBanner(phone, /^Connection lost\. Reconnecting…$/, Date.now());
      const waiting = await tapAnyMove(phone, random);
      await phone.waitForFunction(() => /is waiting for the connection/.test(document.querySelector('[data-testid="pending-move"]')?.textContent ?? ''));
      await playOtherMove(laptop, waiting);
      await waitForMoves(desktop, 5);
      relay.restore();
      await phone.waitForFunction(() => /was not played: the game changed while the connection was lost/.test(document.querySelector('[data-testid="pending-move"]')?.textContent ?? ''), null, { timeout: 20_000 });
      assert.match(await pendingNote(phone).textContent(), new RegExp(`^Your move ${waiting.from} → ${waiting.to} was not played`));
      await waitForMoves(phone, 5);
      assert.equal(await serverPlies(server.url, game), 5, 'the waiting move was not played');
      const fifth = await phone.locator('[data-testid="moves"] .mv').nth(4).textContent();
      assert.ok(!fifth.startsWith(`${waiting.from} → ${waiting.to}`), `the laptop's move is the game's: ${fifth}`);

      // 3. The browser says it is offline (the socket still open, as Chromium leaves it): lost at once.
      await waitForStatus(phone, /^Your opponent’s move$/);
      const offlineAt = Date.now();
      await phoneContext.setOffline(true);
      const offlineMs = await msUntilBanner(phone, /^Connection lost\. Reconnecting…$/, offlineAt);
      console.log(`    "Connection lost" ${offlineMs} ms after the browser went offline`);
      assert.ok(offlineMs < 1500, `the offline event was heard after ${offlineMs} ms`);
      await phoneContext.setOffline(false);
      await phone.waitForFunction(() => !document.querySelector('.conn-banner.visible'), null, { timeout: 15_000 });
    } finally {
      await relay.close();
    }
  }],
];
