// A timed game between friends: the clocks run, a flag ends the game, and a game nobody begins is
// cancelled, never lost (issue 40).
import { assert, twoPlayers, waitForStatus } from '../helpers.mjs';

/**
 * Kept in each of the page's documents: every state Light's clock (the creator's own, at the
 * bottom) is drawn in, as the page draws it. A 3 s game may be over before a test on a busy machine
 * (two e2e workers on 2 cores) has looked a few times; the page's own record misses nothing.
 */
function recordBottomClock() {
  const states = [];
  globalThis.__bottomClock = states;
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="clock-bottom"]');
    if (!el) return;
    const state = { shown: el.textContent, running: el.classList.contains('running'), low: el.classList.contains('low') };
    const last = states.at(-1);
    if (!last || last.shown !== state.shown || last.running !== state.running || last.low !== state.low) states.push(state);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

export default [
  ['a timed game nobody begins: Light is told the time left for a first move, the clock runs, and its fall cancels the game', async ({ server, newContext }) => {
    const recorded = async (options) => {
      const context = await newContext(options);
      await context.addInitScript(recordBottomClock);
      return context;
    };
    const { creator, friend } = await twoPlayers(recorded, server.url, { time: 'custom', minutes: 0.05, increment: 0 });
    const clock = (page, where) => page.getByTestId(`clock-${where}`).textContent();
    // Light is told in view, above the board, what a first move not made costs; Dark, what waits on Light.
    await creator.getByTestId('first-move').waitFor();
    assert.match(await creator.getByTestId('first-move').textContent(), /First move within [0-3] s, or the game is cancelled\./);
    await waitForStatus(creator, /^Game cancelled \(no result\) — cancelled: a player did not make their first move in time$/);
    await waitForStatus(friend, /^Game cancelled \(no result\) — cancelled: a player did not make their first move in time$/);
    assert.equal(await creator.getByTestId('first-move').count(), 0);
    // 0.05 min = 3 s, shown with tenths: Light's clock ran down, marked low all along (10 s or less).
    const running = (await creator.evaluate(() => globalThis.__bottomClock)).filter((state) => state.running);
    assert.ok(running.length >= 2, `Light's clock was not seen running: ${JSON.stringify(running)}`);
    for (const state of running) {
      assert.match(state.shown, /^0:0\d\.\d$/);
      assert.ok(state.low, `a running clock at ${state.shown} is not marked low`);
    }
    const shown = running.map((state) => state.shown);
    assert.deepEqual(shown, [...shown].sort().reverse(), `the clock did not run down: ${shown.join(', ')}`);
    assert.equal(await clock(friend, 'bottom'), '0:03.0'); // Dark's time waited
    assert.equal(await clock(creator, 'bottom'), '0:00.0');
  }],
];
