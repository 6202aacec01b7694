// A timed game between friends: the clocks run and a flag ends the game.
import { assert, twoPlayers, waitForStatus } from '../helpers.mjs';

export default [
  ['a timed game: the clocks run and a flag ends it', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { time: 'custom', minutes: 0.05, increment: 0 });
    const clock = (page, where) => page.getByTestId(`clock-${where}`).textContent();
    // 0.05 min = 3 s, shown with tenths; Light's clock (the creator's own, at the bottom) runs, marked
    // low from the start. Read in the page as soon as it runs: the flag falls 3 s later and takes the
    // mark away, sooner than a few round trips on a busy machine (two e2e workers on 2 cores).
    const started = await creator.waitForFunction(() => {
      const el = document.querySelector('[data-testid="clock-bottom"]');
      return el?.classList.contains('running') && { shown: el.textContent, low: el.classList.contains('low') };
    });
    const { shown: first, low } = await started.jsonValue();
    await creator.waitForTimeout(600);
    const second = await clock(creator, 'bottom');
    assert.match(first, /^0:0\d\.\d$/);
    assert.ok(low, 'a running clock with 3 s is not marked low');
    assert.ok(second < first, `the clock did not run: ${first} then ${second}`);
    assert.equal(await clock(friend, 'bottom'), '0:03.0'); // Dark's time waits
    await waitForStatus(creator, /^You lost — time ran out$/);
    await waitForStatus(friend, /^You won — time ran out$/);
    assert.equal(await clock(creator, 'bottom'), '0:00.0');
  }],
];
