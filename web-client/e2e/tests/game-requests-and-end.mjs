// During and after a game between friends, on a phone and a desktop: the opponent's requests in view,
// the move list following the newest move, cancelling with a confirmation (who cancelled, invite again), and the end screen's
// captured pieces and running score over a rematch.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, inViewport, playLine, statusText, twoPlayers, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

// Twenty quiet plies (no piece ever beside an enemy, no position twice): the list outgrows its box.
const QUIET = ['A1-A2', 'A6-A5', 'B1-B2', 'B6-B5', 'C1-C2', 'C6-C5', 'D1-D2', 'D6-D5', 'E1-E2', 'E6-E5', 'F1-F2', 'F6-F5',
  'A2-A1', 'A5-A6', 'B2-B1', 'B5-B6', 'C2-C1', 'C5-C6', 'D2-D1', 'D5-D6'];

const SIZES = [['phone', PHONE], ['desktop', DESKTOP]];

/** Whether the list's last move is drawn inside the list's own scrolled box. */
async function newestMoveShown(page) {
  return page.getByTestId('moves').evaluate((list) => {
    const last = [...list.querySelectorAll('.mv')].at(-1);
    if (!last) return false;
    const box = list.getBoundingClientRect();
    const move = last.getBoundingClientRect();
    return list.scrollHeight > list.clientHeight && move.top >= box.top - 1 && move.bottom <= box.bottom + 1;
  });
}

export default SIZES.flatMap(([size, device]) => [
  [`${size}: the opponent's requests in view by the board, the newest move in view`, async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, {}, device);
    await creator.setViewportSize(device.viewport);
    await playLine(creator, friend, QUIET);
    assert.ok(await newestMoveShown(creator), 'the newest move is scrolled out of the move list');
    await creator.evaluate(() => window.scrollTo(0, 0));
    // "Show my threatened pieces" is under the board, in view with it.
    assert.ok(await inViewport(creator.getByTestId('show-threats')), 'the threatened-pieces switch is out of view');
    await friend.getByTestId('request_takeback').click();
    assert.ok(await inViewport(creator.getByTestId('takeback-offer')), 'the takeback request is out of view');
    await creator.getByTestId('decline_takeback').click();
    await creator.getByTestId('takeback-offer').waitFor({ state: 'detached' });
    await friend.getByTestId('offer_draw').click();
    assert.ok(await inViewport(creator.getByTestId('draw-offer')), 'the draw offer is out of view');
    assert.equal(await creator.getByTestId('request-bar').getAttribute('aria-live'), 'polite');
    // "Offer a draw" has become "Accept the draw" while the friend's offer stands.
    assert.equal(await creator.getByTestId('offer_draw').count(), 0);
    assert.equal((await creator.getByTestId('accept-offered-draw').textContent())?.trim(), 'Accept the draw');
    await creator.screenshot({ path: join(config.screenshots, `${size}-draw-request.png`) });
    await creator.getByTestId('accept-offered-draw').click();
    await waitForStatus(friend, /^Draw — by agreement$/);
  }],

  [`${size}: cancelling a game asks first`, async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, {}, device);
    await creator.setViewportSize(device.viewport);
    await creator.getByTestId('ask-abort').click();
    assert.equal((await creator.getByTestId('abort').textContent())?.trim(), 'Yes, cancel the game');
    await creator.screenshot({ path: join(config.screenshots, `${size}-cancel-confirm.png`) });
    await creator.getByTestId('cancel-abort').click();
    assert.equal(await statusText(friend), 'Your opponent’s move');
    await creator.getByTestId('ask-abort').click();
    await creator.getByTestId('abort').click();
    // Each is told who cancelled, and may invite again: a new invitation, same game, its link in view.
    await waitForStatus(friend, /^Your opponent cancelled the game \(no result\)$/);
    await waitForStatus(creator, /^You cancelled the game \(no result\)$/);
    const again = friend.getByTestId('invite-again');
    assert.ok(await inViewport(friend.getByTestId('status')), 'who cancelled is out of view');
    assert.ok(await inViewport(again), '"Invite again" is out of view');
    assert.equal(await friend.getByTestId('end-summary').count(), 0, 'a cancelled game has no tally');
    await friend.screenshot({ path: join(config.screenshots, `${size}-cancelled.png`) });
    const cancelled = friend.url();
    await again.click();
    await friend.waitForURL((url) => url.href !== cancelled);
    await friend.getByTestId('share-box').waitFor();
    assert.ok(await inViewport(friend.getByTestId('share-link')), "the new invitation's link is out of view");
    await waitForStatus(friend, /^Waiting for your friend to join$/);
  }],

  [`${size}: the end shows the captured pieces and the score over a rematch`, async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url, {}, device);
    await creator.setViewportSize(device.viewport);
    await playLine(creator, friend, PETTEIA_WIN);
    await waitForStatus(creator, /^You won/);
    const captured = async (page) => (await page.getByTestId('captured').locator('li').allTextContents()).map((text) => text.trim());
    assert.deepEqual(await captured(creator), ['Light took 5 pieces', 'Dark took 0 pieces']);
    assert.equal(await creator.getByTestId('series-score').count(), 0); // one game is no series yet
    // A rematch offer can be withdrawn by its maker, and made again.
    await creator.getByTestId('offer_rematch').click();
    await friend.getByTestId('rematch-offer').waitFor();
    await creator.getByTestId('withdraw-rematch').click();
    await friend.getByTestId('rematch-offer').waitFor({ state: 'detached' });
    await creator.getByTestId('offer_rematch').click();
    await friend.getByTestId('accept_rematch').click();
    await creator.waitForURL((url) => url.href !== link);
    await friend.waitForURL((url) => url.href !== link);
    await waitForStatus(friend, /^Your move$/);
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await waitForStatus(creator, /^You won — resignation$/);
    assert.equal((await creator.getByTestId('series-score').textContent())?.trim(), 'Score over 2 games: you 2, your opponent 0');
    assert.equal((await friend.getByTestId('series-score').textContent())?.trim(), 'Score over 2 games: you 0, your opponent 2');
    await creator.screenshot({ path: join(config.screenshots, `${size}-game-end.png`), fullPage: true });
  }],
]);
