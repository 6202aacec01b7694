// "Flip the board": the viewer turns the board round, with the players' bars and clocks, and still
// plays by taps on the turned board; the other device's board does not move.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { PHONE, assert, inViewport, playByClicks, square, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';

/** Whether the square is drawn in the board's upper half. */
async function inUpperHalf(page, name) {
  const box = await square(page, name).boundingBox();
  const board = await page.locator('.board-wrap').boundingBox();
  return box.y + box.height / 2 < board.y + board.height / 2;
}

export default [
  ['phone: flipping the board turns it with the bars, in view, and moves are still played by taps', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, {}, PHONE);
    await waitForStatus(creator, /^Your move$/);
    await playByClicks(creator, 'B1-B4');
    await waitForMoves(friend, 1);
    // The friend plays the second side: their own pieces at the bottom, so A6 below the middle.
    assert.equal(await inUpperHalf(friend, 'A6'), false);
    assert.match(await friend.getByTestId('player-bottom').textContent(), /^You/);
    const flip = friend.getByTestId('flip-board');
    assert.ok(await inViewport(flip), 'the flip button is out of view on the phone');
    assert.equal(await flip.getAttribute('aria-pressed'), 'false');
    await flip.click();
    assert.equal(await flip.getAttribute('aria-pressed'), 'true');
    assert.equal(await inUpperHalf(friend, 'A6'), true, 'the board did not turn');
    assert.match(await friend.getByTestId('player-top').textContent(), /^You/, 'the bars did not follow the board');
    assert.match(await friend.getByTestId('player-bottom').textContent(), /^Opponent/);
    await friend.screenshot({ path: join(config.screenshots, 'phone-flipped-board.png') });
    // Still the friend's move, played on the turned board.
    await playByClicks(friend, 'A6-A5');
    await waitForMoves(creator, 2);
    // The creator's board did not move.
    assert.equal(await inUpperHalf(creator, 'A6'), true);
    await flip.click();
    assert.equal(await inUpperHalf(friend, 'A6'), false);
  }],
];
