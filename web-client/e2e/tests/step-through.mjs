// Stepping through a finished game on a phone and a desktop: from its end, by buttons and keys,
// the position and the move shown in view under the board, the move marked in the list; a
// spectator can do it too.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, boardPieces, inViewport, pieceOn, playLine, twoPlayers, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

const count = (pieces, side) => Object.values(pieces).filter((piece) => piece === side).length;

export default [['phone', PHONE], ['desktop', DESKTOP]].map(([size, device]) => [
  `${size}: step through a finished game from its first position to its last`, async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url, {}, device);
    await playLine(creator, friend, PETTEIA_WIN);
    await waitForStatus(friend, /^You lost/);
    const finalPieces = await boardPieces(friend);
    await friend.evaluate(() => window.scrollTo(0, 0));

    // Scrolled to the panel's foot, where "Replay the moves here" is on a phone: the board comes into view with the bar.
    await friend.getByTestId('step-through').scrollIntoViewIfNeeded();
    await friend.getByTestId('step-through').click();
    const label = friend.getByTestId('step-label');
    // It opens at the end, with the result said plainly.
    await label.getByText('Move 11 of 11: E3 → F3').waitFor();
    assert.match(await label.textContent(), /Light won/);
    for (const part of ['step-bar', 'step-label']) assert.ok(await inViewport(friend.getByTestId(part)), `${size}: ${part} is out of view`);
    assert.ok(await inViewport(friend.locator('.board-wrap')), `${size}: the board is out of view`);
    assert.deepEqual(await boardPieces(friend), finalPieces);
    assert.equal(await friend.evaluate(() => document.activeElement?.dataset.focus), 'step-back');
    await friend.keyboard.press('Home');
    await label.getByText('The start, before the first move').waitFor();
    await friend.screenshot({ path: join(config.screenshots, `${size}-step-start.png`) });
    const start = await boardPieces(friend);
    assert.equal(count(start, 'light'), 6);
    assert.equal(count(start, 'dark'), 6);
    assert.equal(await friend.getByTestId('step-back').isDisabled(), true);
    await friend.getByTestId('step-forward').focus();

    // The keys step too (the focus is in the bar): B1 → B3 is the first move.
    await friend.keyboard.press('ArrowRight');
    await label.getByText('Move 1 of 11: B1 → B3').waitFor();
    assert.equal(await pieceOn(friend, 'B3'), 'light');
    assert.equal(await pieceOn(friend, 'B1'), null);
    await friend.keyboard.press('ArrowRight');
    await friend.keyboard.press('ArrowRight');
    // Move 3 takes the piece on A2: marked on the board and in the list.
    await label.getByText('Move 3 of 11: B3 → A3').waitFor();
    assert.equal(await pieceOn(friend, 'A2'), null);
    assert.equal(await friend.locator('[data-square="A2"].is-captured').count(), 1);
    assert.equal((await friend.locator('.mv.current').textContent())?.startsWith('B3 → A3'), true);
    await friend.screenshot({ path: join(config.screenshots, `${size}-step-through.png`) });

    await friend.getByTestId('step-last').click();
    await label.getByText('Move 11 of 11: E3 → F3').waitFor();
    assert.deepEqual(await boardPieces(friend), finalPieces);
    assert.equal(await friend.getByTestId('step-forward').isDisabled(), true);
    await friend.keyboard.press('Home');
    await label.getByText('The start, before the first move').waitFor();

    await friend.getByTestId('step-close').click();
    await friend.getByTestId('step-bar').waitFor({ state: 'detached' });
    assert.deepEqual(await boardPieces(friend), finalPieces);

    // Someone who only watches steps through it the same way.
    const watcher = await (await newContext(device)).newPage();
    await watcher.goto(link);
    await watcher.getByTestId('spectator').waitFor();
    await watcher.getByTestId('step-through').click();
    await watcher.getByTestId('step-label').getByText('Move 11 of 11').waitFor();
    await watcher.keyboard.press('Home');
    await watcher.getByTestId('step-label').getByText('The start, before the first move').waitFor();
  }]);
