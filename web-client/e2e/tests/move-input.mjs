// The ways to give a move (taps, typing, keyboard, drag) and the moves they refuse.
import { PHONE, assert, boardPieces, createComputerGame, inViewport, moveCount, pieceOn, square, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';

export default [
  ['phone: "Confirm each move" (off by default) asks before a tapped move is sent, in view, and is remembered', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await createComputerGame(page, server.url);
    await waitForStatus(page, /^Your move$/);
    const toggle = page.getByTestId('confirm-moves');
    assert.equal(await toggle.isChecked(), false, 'confirming is on by default');
    await toggle.check();
    await square(page, 'B1').click();
    await square(page, 'B3').click();
    const question = page.getByTestId('special-question');
    await question.waitFor();
    assert.match(await question.textContent(), /^Play B1 → B3\? Tap the square again to confirm\./);
    assert.ok(await inViewport(question), 'the question is out of view on the phone');
    assert.ok(await inViewport(square(page, 'B3')), 'the move\'s square is hidden by its question');
    await page.waitForTimeout(300);
    assert.equal(await moveCount(page), 0, 'the move was sent before it was confirmed');
    await square(page, 'B3').click();
    // The computer answers at once: its move may already be drawn too.
    await waitForMoves(page, 2);
    assert.match(await page.getByTestId('moves').textContent(), /B1 → B3/);
    await page.reload();
    await page.getByTestId('confirm-moves').waitFor();
    assert.equal(await page.getByTestId('confirm-moves').isChecked(), true, 'the setting was forgotten at a reload');
  }],

  ['a click on an illegal square, or a typed illegal move, changes nothing', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    const before = await boardPieces(creator);
    await square(creator, 'B1').click();
    assert.ok(await square(creator, 'B1').evaluate((el) => el.classList.contains('is-selected')));
    assert.ok(await square(creator, 'B5').evaluate((el) => el.classList.contains('is-dest')));
    await square(creator, 'C2').click(); // diagonal: not a destination
    await square(creator, 'A6').click(); // the opponent's piece
    await square(friend, 'A6').click(); // not the friend's move: the two taps queue a premove (premove.mjs)…
    await square(friend, 'A5').click();
    await square(friend, 'D3').click(); // …which a third tap cancels
    assert.equal(await friend.locator('.is-premove').count(), 0);
    await creator.waitForTimeout(300);
    assert.deepEqual(await boardPieces(creator), before);
    assert.deepEqual(await boardPieces(friend), before);
    assert.equal(await moveCount(creator), 0);
    // A typed move the rules refuse is answered with a reason, and nothing changes either.
    await creator.getByTestId('type-move').fill('b1-c2');
    await creator.getByTestId('type-move-submit').click();
    await creator.waitForFunction(() => /straight line/.test(document.querySelector('.toast.visible')?.textContent ?? ''));
    assert.deepEqual(await boardPieces(creator), before);
    // A legal typed move is played.
    await creator.getByTestId('type-move').fill('b1 → b4');
    await creator.getByTestId('type-move-submit').click();
    await waitForMoves(friend, 1);
    assert.equal(await pieceOn(friend, 'B4'), 'light');
  }],

  ['keyboard play and dragging', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    // Keyboard: focus A1, arrow right to B1, Enter selects, arrow up twice to B3, Enter moves.
    await square(creator, 'A1').focus();
    await creator.keyboard.press('ArrowRight');
    assert.equal(await creator.evaluate(() => document.activeElement?.getAttribute('data-square')), 'B1');
    await creator.keyboard.press('Enter');
    await creator.keyboard.press('ArrowUp');
    await creator.keyboard.press('ArrowUp');
    assert.equal(await creator.evaluate(() => document.activeElement?.getAttribute('data-square')), 'B3');
    await creator.keyboard.press('Enter');
    await waitForMoves(friend, 1);
    assert.equal(await pieceOn(friend, 'B3'), 'light');
    // On the turned board "up" goes towards rank 1.
    await square(friend, 'C6').focus();
    await friend.keyboard.press('ArrowUp');
    assert.equal(await friend.evaluate(() => document.activeElement?.getAttribute('data-square')), 'C5');
    // Drag: Dark drags C6 down to C4.
    const from = await square(friend, 'C6').boundingBox();
    const to = await square(friend, 'C4').boundingBox();
    await friend.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await friend.mouse.down();
    await friend.mouse.move(from.x + from.width / 2, from.y + from.height, { steps: 4 });
    await friend.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await friend.mouse.up();
    await waitForMoves(creator, 2);
    assert.equal(await pieceOn(creator, 'C4'), 'dark');
    assert.equal(await pieceOn(creator, 'C6'), null);
  }],
];
