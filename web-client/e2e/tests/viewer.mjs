// The recorded-game viewer (/viewer), on a 360×740 phone in English and a 1280×800 desktop in
// French: a Petteia chess record with an illegal move is pasted; the viewer stops at it, says its
// number and why, forward is disabled; stepping by buttons, keys, a swipe and the move list; the
// board turned; the board and the steps in view on the phone. A record naming no game gets the
// choice of game; a record over 16 KiB is refused in words and the text kept. A checkmate record
// ends with the result in words and the King marked. A finished game's "Step through and analyse this game"
// opens the viewer on that game, and its record can be downloaded.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, inViewport, noHorizontalScroll, pieceOn, playLine, square, twoPlayers, waitForStatus } from '../helpers.mjs';
import { CHESS_MATE } from '../lines.mjs';

// Black's third move goes through White's pawn on e3: refused by the server's rules.
const ILLEGAL_RECORD = `[Event "Viewer test"]
[Variant "petteia-chess"]

1. Pe1-e3 Pe8-e6 2. Pd1-d3 {a comment} Pd8-d6
3. Pc1-c3 Pe6-e2 4. Pb1-b3 1-0
`;

/** A numbered record of the moves, as a person would write it. */
function numbered(moves) {
  return moves.map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${move}` : move)).join(' ');
}

const label = (page) => page.getByTestId('step-label');

async function waitForLabel(page, text) {
  await page.waitForFunction((wanted) => document.querySelector('[data-testid="step-label"]')?.textContent === wanted, text);
}

async function showRecord(page, record) {
  await page.getByTestId('viewer-text').fill(record);
  await page.getByTestId('viewer-show').click();
}

/** Opens the viewer from Home's tile (one tap), pastes the record with the illegal move and checks where it stops. */
async function illegalMoveFlow(page, url, { size, words }) {
  await page.goto(`${url}/`);
  const tile = page.getByTestId('home-viewer');
  assert.equal((await tile.locator('.tile-title').textContent()).trim(), words.title);
  await tile.click();
  await page.waitForURL(/\/viewer$/);
  assert.equal(await page.locator('h1').textContent(), words.title);
  await showRecord(page, ILLEGAL_RECORD);
  const illegal = page.getByTestId('viewer-illegal');
  await illegal.waitFor();
  assert.match(await illegal.textContent(), words.illegal);
  // It stops at the last accepted move: forward and last are disabled, the refused move is struck through in the list.
  await waitForLabel(page, words.atFive);
  assert.equal(await page.getByTestId('step-forward').isDisabled(), true);
  assert.equal(await page.getByTestId('step-last').isDisabled(), true);
  const refused = page.getByTestId('refused-move');
  assert.match(await refused.textContent(), /^Pe6-e2/);
  assert.equal(await refused.evaluate((el) => el.tagName), 'DEL');
  assert.equal(await page.locator('[data-testid="viewer-moves"] .mv.current').textContent(), 'Pc1-c3');
  assert.equal(await pieceOn(page, 'c3'), 'white');
  assert.equal(await square(page, 'f0').getAttribute('data-kind'), 'king');
  assert.match(await page.getByTestId('viewer-recorded').textContent(), words.recorded);
  assert.ok(await noHorizontalScroll(page), `${size}: the viewer scrolls sideways`);
  if (size === 'phone') {
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.width >= 359, `the phone's board is ${board.width} px wide`);
    for (const part of ['svg.board', '[data-testid="step-first"]', '[data-testid="step-back"]', '[data-testid="step-forward"]', '[data-testid="step-last"]', '[data-testid="viewer-illegal"]']) {
      assert.ok(await inViewport(page.locator(part)), `${part} is out of view on the phone`);
      if (part.includes('step-')) {
        const box = await page.locator(part).boundingBox();
        assert.ok(box.width >= 44 && box.height >= 44, `${part} is ${box.width}×${box.height} px: too small for a thumb`);
      }
    }
  }
  await page.screenshot({ path: join(config.screenshots, `${size}-viewer-illegal.png`) });

  // Buttons: to the start, then one move.
  await page.getByTestId('step-first').click();
  await waitForLabel(page, words.start);
  assert.equal(await pieceOn(page, 'e1'), 'white');
  assert.equal(await pieceOn(page, 'c3'), null);
  assert.equal(await page.getByTestId('step-back').isDisabled(), true);
  // The keyboard went to forward (first became disabled): the arrows step from there.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.focus), 'step-forward');
  await page.getByTestId('step-forward').click();
  await waitForLabel(page, words.atOne);
  assert.equal(await pieceOn(page, 'e3'), 'white');
  assert.ok(await square(page, 'e3').evaluate((el) => el.classList.contains('is-last')), 'the last move is not marked');
  // Keys: → ← End Home.
  await page.keyboard.press('ArrowRight');
  await waitForLabel(page, words.atTwo);
  assert.equal(await pieceOn(page, 'e6'), 'black');
  await page.keyboard.press('ArrowLeft');
  await waitForLabel(page, words.atOne);
  await page.keyboard.press('End');
  await waitForLabel(page, words.atFive);
  await page.keyboard.press('Home');
  await waitForLabel(page, words.start);
  // A click on a move in the list jumps to it, marked as the current one.
  await page.locator('[data-testid="viewer-moves"] .mv[data-index="3"]').click();
  await waitForLabel(page, words.atFour);
  assert.equal(await page.locator('[data-testid="viewer-moves"] .mv.current').getAttribute('data-index'), '3');
  // The keyboard stays in the list, on the move shown, and the arrows step from there too.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-index')), '3');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-index') === '2');
  await page.keyboard.press('ArrowRight');
  await waitForLabel(page, words.atFour);
  // A swipe over the board: leftwards goes forward, rightwards back (the list's click may have scrolled the page).
  await page.locator('svg.board').scrollIntoViewIfNeeded();
  const box = await page.locator('svg.board').boundingBox();
  const swipe = async (from, to) => {
    await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((from + to) / 2), box.y + box.height / 2 + 5);
    await page.mouse.move(box.x + box.width * to, box.y + box.height / 2 + 8);
    await page.mouse.up();
  };
  await swipe(0.8, 0.2);
  await waitForLabel(page, words.atFive);
  await swipe(0.2, 0.8);
  await waitForLabel(page, words.atFour);
  // Flipped: Black's side at the bottom.
  await page.getByTestId('flip').click();
  assert.ok(await page.locator('svg.board').evaluate((el) => el.classList.contains('turned')), 'the board did not turn');
  const e9 = await square(page, 'e9').boundingBox();
  const e0 = await square(page, 'e0').boundingBox();
  assert.ok(e9.y > e0.y, 'after the flip, rank 9 should be at the bottom');
  await page.screenshot({ path: join(config.screenshots, `${size}-viewer-flipped.png`) });
}

export default [
  ['viewer on a phone (English): an illegal Petteia chess move stops it, steps by buttons, keys, swipe and list; no game named; too large', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await illegalMoveFlow(page, server.url, {
      size: 'phone',
      words: {
        title: 'Game viewer',
        illegal: /^Move 3\.\.\. Pe6-e2 is illegal: \S/,
        recorded: /^The record says: White wins \(1-0\)$/,
        start: 'The start, before the first move',
        atOne: 'Move 1 of 5: Pe1-e3',
        atTwo: 'Move 2 of 5: Pe8-e6',
        atFour: 'Move 4 of 5: Pd8-d6',
        atFive: 'Move 5 of 5: Pc1-c3',
      },
    });
    // A record that does not say its game: read as the one game whose moves they are, and said so.
    await showRecord(page, '1. Pe1-e3 Pe8-e6 2. Pd1-d3');
    await page.getByTestId('viewer-guessed').waitFor();
    assert.match(await page.getByTestId('viewer-game').textContent(), /^(Petteia chess \(10×10\)|Petteia échecs \(10×10\)) — /);
    assert.equal(await page.locator('[data-testid="viewer-moves"] .mv').count(), 3);
    // Moves that fit two games alike (Petteia 6×6 and 8×8): the page asks which, and checks it again once chosen.
    const bare = '1. A1-A2';
    await showRecord(page, bare);
    const message = page.getByTestId('viewer-message');
    await page.waitForFunction(() => /does not say which game/.test(document.querySelector('[data-testid="viewer-message"]')?.textContent ?? ''));
    await page.getByTestId('viewer-variant-petteia-8x8').check();
    await page.waitForFunction(() => document.querySelector('[data-testid="viewer-game"]')?.textContent === 'Petteia 8×8');
    await waitForLabel(page, 'The start, before the first move');
    assert.equal(await page.locator('[data-testid="viewer-moves"] .mv').count(), 1);
    assert.equal(await page.getByTestId('viewer-illegal').count(), 0);
    assert.equal((await message.textContent()).trim(), '');
    assert.equal(await page.getByTestId('viewer-text').inputValue(), bare);
    // Over 16 KiB: said in words, and the text stays in the box.
    const huge = `[Variant "petteia-chess"]\n${'{a long comment} '.repeat(1100)}`;
    await showRecord(page, huge);
    await page.waitForFunction(() => /too large/.test(document.querySelector('[data-testid="viewer-message"]')?.textContent ?? ''));
    assert.equal(await page.getByTestId('viewer-text').inputValue(), huge);
  }],

  ['viewer on a desktop (French): the illegal move said in French, then a checkmate record with its result and the King marked', async ({ server, newContext }) => {
    const page = await (await newContext({ ...DESKTOP, locale: 'fr-FR' })).newPage();
    await illegalMoveFlow(page, server.url, {
      size: 'desktop',
      words: {
        title: 'Visionneuse de parties',
        illegal: /^Coup 3\.\.\. Pe6-e2 illégal : \S/,
        recorded: /^L’enregistrement indique : Blanc gagne \(1-0\)$/,
        start: 'Le départ, avant le premier coup',
        atOne: 'Coup 1 sur 5 : Pe1-e3',
        atTwo: 'Coup 2 sur 5 : Pe8-e6',
        atFour: 'Coup 4 sur 5 : Pd8-d6',
        atFive: 'Coup 5 sur 5 : Pc1-c3',
      },
    });
    // The whole mating line (a Sacrifice, a promotion, checkmate), opened from a file.
    await page.getByTestId('viewer-file').setInputFiles({
      name: 'mate.pgn', mimeType: 'text/plain',
      buffer: Buffer.from(`[Variant "petteia-chess"]\n[Result "1-0"]\n${numbered(CHESS_MATE)}# 1-0\n`),
    });
    await page.getByTestId('viewer-result').getByText('Blanc a gagné : Noir est mat').waitFor();
    assert.equal(await page.getByTestId('viewer-recorded').count(), 0, 'the recorded result agrees with the rules: not said again');
    await page.getByTestId('step-last').click();
    await waitForLabel(page, `Coup 13 sur 13 : Pj8xi9=S — échec !`);
    assert.ok(await square(page, 'g9').evaluate((el) => el.classList.contains('is-check')), 'the King in check is not marked');
    assert.equal(await square(page, 'i9').getAttribute('data-kind'), 'snake');
    assert.equal(await page.locator('[data-testid="viewer-moves"] li').nth(2).textContent(), '3.Pi4-i5Kf9*g9');
    for (const part of ['svg.board', '[data-testid="step-forward"]', '[data-testid="viewer-result"]']) assert.ok(await inViewport(page.locator(part)), `${part} is out of view on the desktop`);
    await page.screenshot({ path: join(config.screenshots, 'desktop-viewer-mate.png') });
  }],

  ['a finished game opens in the viewer ("Step through and analyse this game") on a phone, and its record downloads', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, {}, PHONE);
    await playLine(creator, friend, ['B1-B3', 'A6-A2', 'B3-A3']);
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await waitForStatus(friend, /^You lost — resignation$/);
    const id = new URL(friend.url()).pathname.split('/').pop();
    const download = friend.getByTestId('download-record');
    assert.equal(await download.getAttribute('href'), `/api/games/${id}/record`);
    assert.equal(await download.getAttribute('download'), `petteia-${id}.txt`);
    const record = await friend.evaluate(async (href) => (await fetch(href)).text(), `/api/games/${id}/record`);
    assert.match(record, /\[Result "1-0"\]/);
    assert.match(record, /1\. B1-B3 A6-A2 2\. B3-A3/);
    // The in-place step-through stays, with the viewer's link next to it.
    assert.equal(await friend.getByTestId('step-through').count(), 1);
    const open = friend.getByTestId('open-viewer');
    await open.scrollIntoViewIfNeeded();
    await friend.screenshot({ path: join(config.screenshots, 'phone-game-end-record-links.png') });
    assert.equal((await open.textContent()).trim(), 'Step through and analyse this game');
    await open.click();
    await friend.waitForURL(new RegExp(`/viewer\\?game=${id}$`));
    // It opens at the end, the result said plainly: the resignation ended it, not the moves.
    await waitForLabel(friend, 'Move 3 of 3: B3 → A3');
    assert.equal(await friend.locator('[data-testid="viewer-moves"] .mv').count(), 3);
    assert.equal(await friend.getByTestId('viewer-result').textContent(), 'Light won: Dark resigned');
    assert.equal(await friend.getByTestId('viewer-recorded').textContent(), 'As its record says: the moves alone do not end the game.');
    assert.match(await friend.getByTestId('viewer-text').inputValue(), /\[Site "\/g\//);
    for (const part of ['svg.board', '[data-testid="step-back"]']) assert.ok(await inViewport(friend.locator(part)), `${part} is out of view on the phone`);
    assert.ok(await square(friend, 'A2').evaluate((el) => el.classList.contains('is-captured')), 'the capture is not marked');
    await friend.screenshot({ path: join(config.screenshots, 'phone-viewer-game.png') });
  }],
];
