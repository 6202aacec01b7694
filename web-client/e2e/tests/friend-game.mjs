// Two devices play a whole game against each other through invitation links.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, boardPieces, pieceOn, playLine, square, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['two devices play a whole 6×6 game to a win; a reload resumes the seat', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    await waitForStatus(friend, /^Your opponent’s move$/);
    // Both pages are looked at (Playwright's focus emulation): no "your move" notice in either title.
    assert.equal(await creator.title(), 'Petteia 6×6 — Petteia Online');
    assert.equal(await friend.title(), 'Petteia 6×6 — Petteia Online');
    // Each player's own pieces at the bottom: the friend (Dark) sees the board turned round.
    assert.equal(await creator.locator('svg.board').evaluate((el) => el.classList.contains('turned')), false);
    assert.equal(await friend.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    const bottomLeft = async (page) => page.evaluate(() => {
      const squares = [...document.querySelectorAll('[data-square]')];
      const board = document.querySelector('svg.board').getBoundingClientRect();
      const hit = squares.find((el) => { const r = el.querySelector('.sq-bg').getBoundingClientRect(); /* the square itself, not its coordinate's text */ return Math.abs(r.left - board.left) < 2 && Math.abs(r.bottom - board.bottom) < 2; });
      return hit?.getAttribute('data-square');
    });
    assert.equal(await bottomLeft(creator), 'A1');
    assert.equal(await bottomLeft(friend), 'F6');
    assert.equal(await square(friend, 'D2').getAttribute('aria-label'), 'D2, empty');
    assert.equal(await square(friend, 'D1').getAttribute('aria-label'), 'D1, light piece');

    await playLine(creator, friend, PETTEIA_WIN.slice(0, 3));
    // B3-A3 took A2: the square is marked, the move list says so, the piece is gone on both devices.
    for (const page of [creator, friend]) {
      assert.equal(await pieceOn(page, 'A2'), null);
      assert.ok(await square(page, 'A2').evaluate((el) => el.classList.contains('is-captured')));
      assert.ok(await square(page, 'A3').evaluate((el) => el.classList.contains('is-last')));
      assert.match(await page.getByTestId('moves').textContent(), /B3 → A3.*✕1/);
    }
    // A reload in the middle keeps the friend's seat (the secret is in local storage).
    await friend.reload();
    await friend.getByTestId('status').waitFor();
    await waitForMoves(friend, 3);
    await waitForStatus(friend, /^Your move$/);
    assert.equal(await friend.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    assert.equal(await friend.getByTestId('spectator').count(), 0);

    await playLine(friend, creator, PETTEIA_WIN.slice(3, 4));
    await playLine(creator, friend, PETTEIA_WIN.slice(4));
    await waitForStatus(creator, /^You won — one piece or none left$/);
    await waitForStatus(friend, /^You lost — one piece or none left$/);
    assert.equal(Object.values(await boardPieces(friend)).filter((side) => side === 'dark').length, 1);
    await creator.screenshot({ path: join(config.screenshots, 'game-over-6x6.png'), fullPage: true });
    assert.ok(link.includes('/g/'));
  }],
];
