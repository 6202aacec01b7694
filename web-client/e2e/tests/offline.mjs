// Playing the computer with the network cut (issue 26): the browser's module checks the player's
// moves and answers for the computer, the clock runs on here, the moves are kept in the browser,
// and the server stores them when the network is back. The cut is real (network-cut.mjs): Chromium's
// offline emulation alone would leave the game's WebSocket open.
import { assert, PHONE, createComputerGame, inViewport, playAnyMove, seededRandom, waitForMoves, waitForStatus } from '../helpers.mjs';
import { startRelay } from '../network-cut.mjs';

const moveTexts = (page) => page.locator('[data-testid="moves"] .mv').allTextContents();

async function serverPlies(serverUrl, game) {
  const answer = await fetch(`${serverUrl}/api/games/${game}/positions`);
  assert.equal(answer.status, 200);
  return (await answer.json()).positions.length - 1;
}

export default [
  ['on a phone, the network cut mid-game against the computer: play goes on in the browser with its clock, and the server stores it when the network is back', async ({ server, newContext }) => {
    const relay = await startRelay(server.url);
    try {
      const context = await newContext(PHONE);
      const page = await context.newPage();
      const link = await createComputerGame(page, relay.url, { variant: 'petteia-6x6', level: 'beginner', color: 'first', time: 'custom', minutes: 5, increment: 0 });
      const game = new URL(link).pathname.split('/')[2];
      await waitForStatus(page, /^Your move$/);
      const random = seededRandom(20261204);
      await playAnyMove(page, random);
      await waitForMoves(page, 2);
      await waitForStatus(page, /^Your move$/);
      // The module comes with a game against the computer, while the network is there.
      await page.waitForFunction(() => document.querySelector('.conn-banner')?.getAttribute('data-offline-ready') === 'true', null, { timeout: 60_000 });

      relay.cut();
      await context.setOffline(true);
      const banner = page.locator('.conn-banner');
      await banner.waitFor({ state: 'visible' });
      await page.waitForFunction(() => /^Offline: the computer plays on in this browser/.test(document.querySelector('.conn-banner')?.textContent ?? ''));
      assert.ok(await inViewport(banner), 'the offline banner is in view');

      // Two more moves each, checked and answered in the browser; the player's clock runs.
      const clockAtCut = await page.getByTestId('clock-bottom').textContent();
      for (let turn = 2; turn <= 3; turn++) {
        await playAnyMove(page, random);
        await waitForMoves(page, 2 * turn);
        await waitForStatus(page, /^Your move$/);
      }
      // The player's clock runs offline (it shows whole seconds: give it one to tick).
      await page.waitForFunction((before) => document.querySelector('[data-testid="clock-bottom"]')?.textContent !== before, clockAtCut, { timeout: 5_000 });
      assert.ok(await inViewport(page.locator('[data-square="A1"]')) && await inViewport(page.locator('[data-square="F6"]')), 'the board in view');
      const played = await moveTexts(page);
      assert.equal(played.length, 6);
      const kept = JSON.parse(await page.evaluate((id) => localStorage.getItem(`petteia.offline.${id}`), game) ?? 'null');
      assert.equal(kept?.record?.moves?.length, 4, 'the moves played offline are kept in the browser');
      assert.equal(await serverPlies(server.url, game), 2, 'the server has not heard of them yet');

      // The network is back: the moves go to the server, which stores them and plays on.
      relay.restore();
      await context.setOffline(false);
      await page.waitForFunction(() => /The 4 moves played offline are stored on the server/.test(document.querySelector('.toast')?.textContent ?? ''), null, { timeout: 30_000 });
      await banner.waitFor({ state: 'hidden' });
      assert.equal(await serverPlies(server.url, game), 6);
      assert.deepEqual(await moveTexts(page), played);
      assert.equal(await page.evaluate((id) => localStorage.getItem(`petteia.offline.${id}`), game), null, 'nothing left to send');

      // Online again: a move goes to the server, and a reload shows the whole game.
      await playAnyMove(page, random);
      await waitForMoves(page, 8);
      await page.reload();
      await waitForMoves(page, 8);
      assert.deepEqual((await moveTexts(page)).slice(0, 6), played);
      await waitForStatus(page, /^Your move$/);
    } finally {
      await relay.close();
    }
  }],
];
