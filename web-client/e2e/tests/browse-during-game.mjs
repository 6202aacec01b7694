// Browsing earlier positions while the game is played: a move tapped in the strip above the board
// (phone) or in the list beside it (desktop) shows the position after it, the board in view; the
// opponent's moves keep arriving meanwhile without moving the board away from the position browsed;
// the live position is one tap away ("Back to the game", or a tap on the board), and play goes on.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, inViewport, pieceOn, playByClicks, playLine, twoPlayers, waitForMoves } from '../helpers.mjs';

const LINE = ['B1-B4', 'A6-A5', 'C1-C3', 'F6-F5'];

export default [
  ['phone: a move tapped in the strip shows its position while the opponent plays on; a tap on the board comes back', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { time: '10+0' }, PHONE);
    await playLine(creator, friend, LINE);
    // The friend looks at the position after A6-A5 (move 2): C1 has not moved yet.
    await friend.locator('.strip-mv[data-ply="2"]').click();
    const label = friend.getByTestId('step-label');
    await label.getByText('Move 2 of 4: A6 → A5').waitFor();
    assert.equal(await pieceOn(friend, 'C1'), 'light');
    assert.equal(await pieceOn(friend, 'C3'), null);
    assert.equal(await friend.locator('.strip-mv[data-ply="2"]').getAttribute('aria-current'), 'step');
    for (const part of [friend.locator('.board-wrap'), friend.getByTestId('step-bar'), friend.getByTestId('clock-bottom')])
      assert.ok(await inViewport(part), `${await part.evaluate((el) => el.className + ' ' + JSON.stringify(el.getBoundingClientRect()))} is out of view while browsing`);
    // The opponent moves meanwhile: the move arrives, the board stays on the position browsed.
    await playByClicks(creator, 'D1-D2');
    await waitForMoves(friend, 5);
    await label.getByText('Move 2 of 5').waitFor();
    assert.equal(await pieceOn(friend, 'D1'), 'light');
    assert.equal(await friend.locator('.is-movable').count(), 0, 'pieces may be picked up on a browsed position');
    await friend.screenshot({ path: join(config.screenshots, 'phone-browse-during-game.png') });
    // Stepping back and forth through positions fetched before the new move, and past them.
    await friend.getByTestId('step-forward').click();
    await label.getByText('Move 3 of 5').waitFor();
    await friend.getByTestId('step-forward').click();
    await label.getByText('Move 4 of 5').waitFor();
    await friend.getByTestId('step-back').click();
    await label.getByText('Move 3 of 5').waitFor();
    // A tap on the board: the game as it stands, and the friend plays on.
    await friend.locator('.board-wrap').click({ position: { x: 10, y: 10 } });
    await friend.getByTestId('step-bar').waitFor({ state: 'detached' });
    assert.equal(await pieceOn(friend, 'D2'), 'light');
    await playByClicks(friend, 'E6-E5');
    await waitForMoves(creator, 6);
  }],
  ['desktop: a move tapped in the list shows its position; "Back to the game" brings the live one', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, {}, DESKTOP);
    await playLine(creator, friend, LINE);
    await creator.locator('[data-testid="moves"] .mv[data-ply="1"]').click();
    const label = creator.getByTestId('step-label');
    await label.getByText('Move 1 of 4: B1 → B4').waitFor();
    assert.equal(await pieceOn(creator, 'A5'), null);
    assert.equal(await creator.locator('[data-testid="moves"] .mv[data-ply="1"]').getAttribute('aria-current'), 'step');
    assert.ok(await inViewport(creator.getByTestId('step-live')), '"Back to the game" is out of view');
    await creator.getByTestId('step-live').click();
    await creator.getByTestId('step-bar').waitFor({ state: 'detached' });
    assert.equal(await pieceOn(creator, 'A5'), 'dark');
    await playByClicks(creator, 'D1-D2');
    await waitForMoves(friend, 5);
  }],
];
