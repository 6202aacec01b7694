// Petteia chess (10×10) between two devices, a phone (360×740) and a desktop, by clicks: the board
// drawn from the catalogue (piece kinds, squares a0…j9), the King's Sacrifice lit up and played, a
// promotion chosen in the chooser, to checkmate; what must be in view on the phone is checked.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, createInvitation, inViewport, moveCount, noHorizontalScroll, square, waitForMoves, waitForStatus } from '../helpers.mjs';
import { CHESS_MATE } from '../lines.mjs';

const squaresOf = (move) => move.match(/[a-j]\d/g);

/** Plays a move with the keyboard alone on White's unturned board: Tab stops on a square, the arrows walk, Enter picks up and puts down. */
async function playByKeyboard(page, move) {
  const [from, to] = squaresOf(move);
  const before = await moveCount(page);
  await page.locator('[data-square][tabindex="0"]').focus();
  const walk = async (a, b) => {
    const dx = b.charCodeAt(0) - a.charCodeAt(0);
    const dy = Number(b.slice(1)) - Number(a.slice(1));
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
  };
  const start = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
  await walk(start, from);
  await page.keyboard.press('Enter');
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  await walk(from, to);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] .mv').length === n, before + 1);
  return before + 1;
}

/** Types a move in the form, as its two squares only: the one legal move between them is played. */
async function playByTyping(page, move) {
  const [from, to] = squaresOf(move);
  const before = await moveCount(page);
  await page.getByTestId('type-move').fill(`${from} ${to}`);
  await page.getByTestId('type-move-submit').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] .mv').length === n, before + 1);
  return before + 1;
}

/** Plays one move of the line by clicks: the Sacrifice through its lit neighbours, a promotion through the chooser. */
async function playChessMove(page, move, { phone }) {
  const [from, to] = squaresOf(move);
  const before = await moveCount(page);
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  if (move.includes('*')) {
    // The King's Sacrifice: its own neighbours that may be given up are marked, and said so.
    const special = await page.locator('.is-special').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')).sort());
    assert.deepEqual(special, ['e8', 'e9', 'f8', 'g8', 'g9'], 'the neighbours the King may sacrifice');
    assert.match(await square(page, to).getAttribute('aria-label'), /^g9, black snake, Sacrifice: may be given up/);
    if (phone) {
      assert.ok(await inViewport(square(page, to)), 'the Sacrifice target is out of view on the phone');
      await page.screenshot({ path: join(config.screenshots, 'phone-petteia-chess-sacrifice.png') });
    }
  }
  await square(page, to).click();
  if (move.includes('*')) {
    // A tap on one's own piece next to the King only asks: nothing is given up yet.
    const question = page.getByTestId('special-question');
    await question.waitFor();
    assert.match(await question.textContent(), new RegExp(`^Sacrifice: give up the piece on ${to}\\? Tap it again to confirm\\.`));
    assert.equal(await moveCount(page), before, 'the Sacrifice was played at the first tap');
    if (phone) {
      assert.ok(await inViewport(question), 'the Sacrifice question is out of view on the phone');
      assert.ok(await inViewport(square(page, to)), 'the Sacrifice target is hidden by its question on the phone');
      await page.screenshot({ path: join(config.screenshots, 'phone-petteia-chess-sacrifice-question.png') });
    }
    // "No" keeps the piece; asked again, a second tap on it gives it up.
    await page.getByTestId('special-no').click();
    await question.waitFor({ state: 'detached' });
    assert.equal(await moveCount(page), before, 'the Sacrifice was played after "No"');
    if (!(await square(page, from).evaluate((el) => el.classList.contains('is-selected')))) await square(page, from).click();
    await square(page, to).click();
    await question.waitFor();
    await square(page, to).click();
  }
  if (move.includes('=')) {
    const chooser = page.getByTestId('promotion-chooser');
    await chooser.waitFor();
    const names = await chooser.locator('.promotion-choice').allTextContents();
    assert.deepEqual(names.sort(), ['Camel', 'Elephant', 'Horse', 'Minister', 'Snake']);
    if (phone) {
      assert.ok(await inViewport(chooser), 'the promotion chooser is out of view on the phone');
      await page.screenshot({ path: join(config.screenshots, 'phone-petteia-chess-promotion.png') });
    }
    // The keyboard is on the first choice.
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('promotion-choice')), true);
    await page.getByTestId(`promote-${move.slice(-1)}`).click();
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] .mv').length === n, before + 1);
  return before + 1;
}

async function chessGame({ server, newContext }, whiteOn, blackOn) {
  const label = (options) => (options === PHONE ? 'phone' : 'desktop');
  const white = await (await newContext(whiteOn)).newPage();
  const link = await createInvitation(white, server.url, { variant: 'petteia-chess', color: 'first' });
  const black = await (await newContext({ ...blackOn, newcomer: true })).newPage();
  await black.goto(link);
  await black.getByTestId('status').waitFor();
  await white.getByTestId('share-box').waitFor({ state: 'detached' });
  await black.getByTestId('how-to-close').click();
  await waitForStatus(white, /^Your move$/);
  // The key to the letters: M is the Minister, whichever artwork draws it (a queen in the chess set).
  assert.match(await white.getByTestId('piece-key').textContent(), /M\s*Minister/);
  assert.equal(await white.locator('[data-testid="piece-key"] li').count(), 7);
  for (const page of [white, black]) {
    assert.equal(await page.title(), 'Petteia chess (10×10) — Petteia Online');
    await square(page, 'f0').waitFor();
    assert.equal(await square(page, 'f0').getAttribute('data-kind'), 'king');
    assert.equal(await square(page, 'f0').getAttribute('aria-label'), 'f0, white king');
    assert.equal(await square(page, 'd9').getAttribute('aria-label'), 'd9, black snake');
    assert.match(await page.getByTestId('type-move').getAttribute('placeholder'), /Pe1-e3/);
    // Each side's Sacrifice is available, said in its player bar.
    await page.waitForFunction(() => document.querySelectorAll('[data-special="sacrifice"][data-available="true"]').length === 2);
    assert.ok(await noHorizontalScroll(page), `${label(page === white ? whiteOn : blackOn)}: the game scrolls sideways`);
  }
  const phonePage = whiteOn === PHONE ? white : black;
  const board = await phonePage.locator('svg.board').boundingBox();
  assert.ok(board.width >= 359, `the phone's board is ${board.width} px wide`);
  assert.ok(await inViewport(phonePage.locator('svg.board')), 'the board is out of view on the phone');

  for (let i = 0; i < CHESS_MATE.length; i++) {
    const mover = i % 2 === 0 ? white : black;
    const other = i % 2 === 0 ? black : white;
    const move = CHESS_MATE[i];
    // One move from the keyboard (White on the desktop) and one typed (Black on the desktop); the rest by clicks.
    const desktopMover = mover !== phonePage;
    const count = desktopMover && i === 0 ? await playByKeyboard(mover, move)
      : desktopMover && move === 'Pa8-a7' ? await playByTyping(mover, move)
        : await playChessMove(mover, move, { phone: mover === phonePage });
    await waitForMoves(other, count);
    // The move list shows the server's move texts.
    const listed = await other.locator('[data-testid="moves"] .mv').nth(count - 1).textContent();
    assert.ok(listed.startsWith(move), `played ${move}, the list says ${listed}`);
    if (move.includes('*')) {
      for (const page of [white, black]) {
        await page.waitForFunction(() => document.querySelectorAll('[data-special="sacrifice"][data-available="false"]').length === 1);
        assert.equal(await square(page, 'g9').getAttribute('data-kind'), 'king');
        assert.ok(await square(page, 'g9').evaluate((el) => el.classList.contains('is-last')));
      }
    }
  }
  await waitForStatus(white, /^You won — checkmate$/);
  await waitForStatus(black, /^You lost — checkmate$/);
  for (const page of [white, black]) {
    assert.equal(await square(page, 'i9').getAttribute('data-kind'), 'snake');
    assert.equal(await square(page, 'i9').getAttribute('data-piece'), 'white');
    assert.ok(await square(page, 'g9').evaluate((el) => el.classList.contains('is-check')), 'the King in check is not marked');
    assert.match(await square(page, 'g9').getAttribute('aria-label'), /^g9, black king, in check/);
  }
  assert.ok(await inViewport(square(phonePage, 'g9')), 'the King in check is out of view on the phone');
  // The tally of pieces taken: White's two pawn captures; Black's Sacrifice took nothing from White.
  for (const page of [white, black]) {
    assert.match(await page.locator('[data-testid="captured"] li[data-side="white"]').textContent(), /took 2 pieces/);
    assert.match(await page.locator('[data-testid="captured"] li[data-side="black"]').textContent(), /took 0 pieces/);
  }
  await phonePage.screenshot({ path: join(config.screenshots, `phone-petteia-chess-mate-${phonePage === white ? 'white' : 'black'}.png`) });
  const desktopPage = phonePage === white ? black : white;
  // The familiar chess pieces instead of the game's own, remembered by the browser.
  await desktopPage.getByTestId('piece-set-chess').check();
  await desktopPage.locator('[data-square="f0"] .art-chess').waitFor();
  await desktopPage.reload();
  await desktopPage.locator('[data-square="f0"] .art-chess').waitFor();
  await desktopPage.screenshot({ path: join(config.screenshots, `desktop-petteia-chess-${desktopPage === white ? 'white' : 'black'}.png`) });
}

/** The Petteia chess part of the rules page: its contents entry, the source's note, the [R] marks said in words. */
async function chessRules(page, url, { title, reconstructed }) {
  await page.goto(`${url}/rules`);
  await page.locator('.toc a[href="#petteia-chess"]').click();
  const heading = page.locator('h2#petteia-chess');
  assert.equal(await heading.textContent(), title);
  // The contents link scrolls to the heading (smoothly, where motion is allowed).
  await page.waitForFunction(() => {
    const box = document.querySelector('h2#petteia-chess').getBoundingClientRect();
    return box.top >= -1 && box.bottom <= window.innerHeight;
  });
  const marks = page.locator('#petteia-chess ~ .text-section .reconstructed');
  assert.ok(await marks.count() >= 8, 'the reconstructed rules are not marked');
  assert.equal(await marks.first().locator('.sr-only').textContent(), `(${reconstructed})`);
  assert.ok(await noHorizontalScroll(page), 'the rules page scrolls sideways');
}

export default [
  ['the Petteia chess rules on a phone, in English and French: the source’s rules and the [R] reconstructed ones', async ({ server, newContext }) => {
    const english = await (await newContext(PHONE)).newPage();
    await chessRules(english, server.url, { title: 'Petteia chess (10×10)', reconstructed: 'reconstructed by this site' });
    assert.match(await english.getByTestId('chess-source').textContent(), /does not say how the Minister, Elephant, Camel and Horse move/);
    await english.screenshot({ path: join(config.screenshots, 'phone-rules-petteia-chess.png') });
    const french = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await chessRules(french, server.url, { title: 'Petteia échecs (10×10)', reconstructed: 'reconstitué par ce site' });
  }],
  ['Petteia chess between a phone (White) and a desktop: Sacrifice, promotion chooser, checkmate', (fixtures) => chessGame(fixtures, PHONE, DESKTOP)],
  ['Petteia chess between a desktop (White) and a phone: the turned board, Sacrifice on the phone', (fixtures) => chessGame(fixtures, DESKTOP, PHONE)],
];
