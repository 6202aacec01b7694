// Premoves: while the opponent thinks, a player queues a move by two taps (shown on the board, said
// under it); any other tap cancels it; when the turn comes it is played at once if it is legal,
// and dropped with a quiet note if the opponent's move made it illegal.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { PHONE, assert, playByClicks, square, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';

const premoved = (page) => page.locator('.is-premove').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')).sort());

export default [
  ['phone: a move queued while the opponent thinks is played on its turn, cancelled by a tap, dropped when illegal', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { time: '5+0' }, PHONE);
    await waitForStatus(friend, /^Your opponent’s move$/);
    const note = friend.getByTestId('premove-note');
    // Queued by two taps, shown on the board and said under it.
    await square(friend, 'A6').click();
    await square(friend, 'A5').click();
    assert.deepEqual(await premoved(friend), ['A5', 'A6']);
    assert.equal(await note.textContent(), 'Queued for your turn: A6 → A5. Tap the board to cancel.');
    assert.equal(await note.getAttribute('aria-live'), 'polite');
    // A tap elsewhere cancels it.
    await square(friend, 'D3').click();
    assert.deepEqual(await premoved(friend), []);
    assert.equal(await note.textContent(), 'Queued move cancelled.');
    // Queued again: the opponent's move brings the turn, and it is played at once.
    await square(friend, 'A6').click();
    await square(friend, 'A5').click();
    await friend.screenshot({ path: join(config.screenshots, 'phone-premove-queued.png') });
    // (Clicked by hand: the answer comes so soon that the creator's list may never show one move alone.)
    await square(creator, 'B1').click();
    await square(creator, 'B4').click();
    await waitForMoves(creator, 2);
    assert.match(await creator.locator('[data-testid="moves"] .mv').nth(1).textContent(), /^A6 → A5/);
    await waitForStatus(creator, /^Your move$/);
    assert.deepEqual(await premoved(friend), []);
    // One the opponent's move makes illegal (F3 now blocks the file): dropped, and the turn is the friend's.
    await square(friend, 'F6').click();
    await square(friend, 'F2').click();
    assert.deepEqual(await premoved(friend), ['F2', 'F6']);
    await playByClicks(creator, 'F1-F3');
    await waitForMoves(friend, 3);
    await friend.waitForFunction(() => /not legal on your turn/.test(document.querySelector('[data-testid="premove-note"]')?.textContent ?? ''));
    assert.equal(await note.textContent(), 'Your queued move F6 → F2 was not legal on your turn: dropped.');
    await waitForStatus(friend, /^Your move$/);
    assert.deepEqual(await premoved(friend), []);
    await friend.screenshot({ path: join(config.screenshots, 'phone-premove-dropped.png') });
    // And the friend plays on by hand.
    await playByClicks(friend, 'E6-E5');
    await waitForMoves(creator, 4);
  }],
];
