// A third visitor watches the game.
import { assert, boardPieces, pieceOn, playByClicks, playLine, square, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['the third visitor sees the spectator view', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    const visitor = await (await newContext()).newPage();
    await visitor.goto(link);
    await visitor.getByTestId('spectator').waitFor();
    await waitForMoves(visitor, 2);
    await waitForStatus(visitor, /^Light to move$/);
    assert.equal(await visitor.getByTestId('offer_draw').count(), 0);
    assert.equal(await visitor.getByTestId('type-move').count(), 0);
    assert.equal(await visitor.locator('svg.board').evaluate((el) => el.classList.contains('turned')), false);
    const before = await boardPieces(visitor);
    await square(visitor, 'B3').click();
    assert.equal(await visitor.locator('.is-selected').count(), 0);
    assert.deepEqual(await boardPieces(visitor), before);
    // The visitor follows the game live.
    await playByClicks(creator, PETTEIA_WIN[2]);
    await waitForMoves(visitor, 3);
    assert.equal(await pieceOn(visitor, 'A2'), null);
  }],
];
