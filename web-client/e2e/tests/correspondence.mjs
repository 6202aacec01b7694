// A game at one's own pace (issue 38) on a phone: a 3-day invitation, a friend joins, and both see
// the deadline of the move due as a date and as the time left in words, in view, never a clock
// ticking seconds; the side not to move sees its days per move.
import { PHONE, assert, inViewport, playByClicks, twoPlayers, waitForMoves } from '../helpers.mjs';

// A player's first move is due within a day, whatever the days per move (issue 40: a game nobody
// begins is aborted); the days per move count from the second move on.
const FIRST_MOVE_LEFT = /^(1 day|23 hours) left$/;
const MOVE_BY = /^Move by \w{3} \d{1,2} \w{3}, \d\d:\d\d$/;

async function clockLines(page, where) {
  const clock = page.getByTestId(`clock-${where}`);
  assert.ok(await inViewport(clock), `the ${where} clock is not in view`);
  return (await clock.innerText()).split('\n').map((line) => line.trim());
}

export default [
  ['correspondence on a phone: a 3-day invitation shows the deadline as a date and the time left', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(() => newContext(PHONE), server.url, { time: 'days', days: 3 }, PHONE);
    // Light (the creator) moves first: its own clock, at the bottom, runs; the friend sees it at the top.
    for (const [page, where] of [[creator, 'bottom'], [friend, 'top']]) {
      await page.waitForFunction((testId) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.includes('left'), `clock-${where}`);
      const [left, date] = await clockLines(page, where);
      assert.match(left, FIRST_MOVE_LEFT);
      assert.match(date, MOVE_BY);
    }
    // The side not to move sees the days it will have.
    assert.deepEqual(await clockLines(friend, 'bottom'), ['3 days/move']);
    assert.deepEqual(await clockLines(creator, 'top'), ['3 days/move']);
    // The game's title names the clock too.
    const text = await creator.locator('body').innerText();
    assert.ok(!/\d+:\d\d:\d\d/.test(await creator.getByTestId('clock-bottom').innerText()), 'a ticking clock is shown');
    assert.ok(text.includes('3 days/move'), 'the clock is not named');

    // Light moves: the friend's header counts one game waiting for their move, on any page, and Home
    // lists it first as "Your move" with the time left; Light's header counts none.
    await playByClicks(creator, 'A1-A2');
    await waitForMoves(friend, 1);
    await friend.goto(`${server.url}/rules`);
    const badge = friend.getByTestId('turn-badge');
    await badge.waitFor();
    assert.equal(await badge.textContent(), '1');
    assert.equal(await badge.getAttribute('aria-label'), '1 game waits for your move');
    assert.ok(await inViewport(badge), 'the badge is not in view on a phone');
    await badge.click();
    const listed = friend.locator('[data-testid^="in-progress-"]').first();
    await listed.waitFor();
    assert.equal(await listed.getAttribute('data-turn'), 'your-move');
    assert.match(await listed.getByTestId('time-left').textContent(), FIRST_MOVE_LEFT);
    assert.ok(await inViewport(listed.getByTestId('time-left')), 'the time left is not in view');
    await creator.goto(`${server.url}/`);
    await creator.locator('[data-testid^="in-progress-"]').first().waitFor();
    assert.equal(await creator.getByTestId('turn-badge').isHidden(), true, 'a badge for the side that waits');
  }],
];
