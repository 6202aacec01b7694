// "Show perfect play" in the recorded-game viewer, on a 360×740 phone: a Le Grec record from a set-up
// position where Black wins in one ply (D2-D3) but plays C3-D3 is judged by the server's solution —
// the switch (off at first, remembered), the move's mark in the list (glyph + words for screen readers),
// the sentence under the board, the position's value, the turning points and the legend —; White's
// mistake in answer and Black's win taken back; the version that plays D2-D3 keeps the win. A Petteia
// chess record (not solved) shows no switch. The same in French, and a whole game from the start
// (lines.mjs's GREC_WIN) with every mark.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { PHONE, assert, inViewport, noHorizontalScroll } from '../helpers.mjs';
import { GREC_WIN } from '../lines.mjs';

const FEN = '[Variant "grec"]\n[FEN "BBBW/BBB1/WW1B/WWWW black"]\n';
/** Black misses the win in one (D2-D3). */
const MISSED = `${FEN}1... C3-D3 *`;
/** Black misses it, White misses its own win in answer, Black takes the win back. */
const MISSED_TWICE = `${FEN}1. C3-D3 B2-C2 2. D2-C3 *`;
/** Black plays the win. */
const KEPT = `${FEN}1... D2-D3 *`;
const CHESS = '[Variant "petteia-chess"]\n1. Pe1-e3 Pe8-e6 2. Pd1-d3 *';

async function showRecord(page, record) {
  await page.getByTestId('viewer-text').fill(record);
  await page.getByTestId('viewer-show').click();
}

async function waitForLabel(page, text) {
  await page.waitForFunction((wanted) => document.querySelector('[data-testid="step-label"]')?.textContent === wanted, text);
}

async function waitForDetail(page, text) {
  await page.waitForFunction((wanted) => document.querySelector('[data-testid="solution-detail"]')?.textContent === wanted, text);
}

const marksOf = (page) => page.locator('[data-testid="viewer-moves"] .mv').evaluateAll((els) => els.map((el) => el.getAttribute('data-mark')));

export default [
  ['perfect play in the viewer on a phone: a missed win in Le Grec marked and explained, the win taken back, the best move kept; none for Petteia chess', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.url}/viewer`);
    await showRecord(page, MISSED);
    await waitForLabel(page, 'The start, before the first move');
    // The switch, off by default: no marks, no sentence.
    const toggle = page.getByTestId('perfect-play');
    assert.equal(await toggle.isChecked(), false, 'perfect play is shown before it was asked for');
    assert.equal(await page.getByRole('switch', { name: 'Show perfect play' }).count(), 1);
    assert.deepEqual(await marksOf(page), [null]);
    assert.equal(await page.getByTestId('solution-detail').isVisible(), false);
    assert.ok(await inViewport(toggle), 'the switch is out of view on the phone');
    await toggle.check();
    await waitForDetail(page, 'At the start, Black, to move, can win in 1 ply.');
    // The arrow keys step from the switch too.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'perfect-play');
    await page.keyboard.press('ArrowRight');
    await waitForLabel(page, 'Move 1 of 1: C3 → D3');
    await waitForDetail(page, '✗ Black could win in 1 ply; this move lets the win go: it loses in 4 plies. Best: D2\u00a0→\u00a0D3. Now, White, to move, can win in 3 plies.');
    for (const part of ['svg.board', '[data-testid="step-back"]', '[data-testid="perfect-play"]', '[data-testid="solution-detail"]']) {
      assert.ok(await inViewport(page.locator(part)), `${part} is out of view on the phone`);
    }
    await page.screenshot({ path: join(config.screenshots, 'phone-viewer-solution-missed.png') });
    // The move's mark in the list: a glyph, and its words for screen readers.
    const move = page.locator('[data-testid="viewer-moves"] .mv[data-index="0"]');
    assert.deepEqual(await marksOf(page), ['threwWin']);
    assert.equal(await move.textContent(), 'C3 → D3✗');
    assert.equal(await move.getAttribute('aria-label'), '1. C3 → D3, threw away the win');
    assert.equal(await move.locator('.pp-mark').getAttribute('aria-hidden'), 'true');
    const count = page.getByTestId('turning-count');
    await count.scrollIntoViewIfNeeded();
    assert.equal(await count.textContent(), '1 turning point');
    assert.ok(await inViewport(move), 'the marked move is out of view with the turning points');
    assert.match(await page.getByTestId('solution-legend').textContent(), /✗ threw away the win/);
    assert.ok(await noHorizontalScroll(page), 'the viewer scrolls sideways with perfect play shown');
    await page.screenshot({ path: join(config.screenshots, 'phone-viewer-solution-marks.png') });

    // White misses its own win in answer; Black's next move takes the win back.
    await showRecord(page, MISSED_TWICE);
    await waitForLabel(page, 'The start, before the first move');
    assert.equal(await page.getByTestId('perfect-play').isChecked(), true);
    assert.deepEqual(await marksOf(page), ['threwWin', 'threwWin', 'wonBack']);
    assert.equal(await page.getByTestId('turning-count').textContent(), '3 turning points');
    const wonBack = page.locator('[data-turning="2"]');
    assert.equal(await wonBack.textContent(), '↻ 2. D2 → C3, won back the win');
    await wonBack.click();
    await waitForLabel(page, 'Move 3 of 3: D2 → C3');
    // The game is over: the sentence says the move, not the position.
    await waitForDetail(page, '↻ The opponent’s mistake gave the win back: Black could win in 1 ply; this move takes it, by the shortest way.');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-turning')), '2', 'the keyboard left the turning point');
    await page.locator('[data-turning="1"]').click();
    await waitForDetail(page, '✗ White could win in 3 plies; this move lets the win go: it loses in 2 plies. Best: D4\u00a0→\u00a0C3. Now, Black, to move, can win in 1 ply.');
    await page.getByTestId('solution-detail').scrollIntoViewIfNeeded();
    assert.ok(await inViewport(page.getByTestId('solution-detail')), 'the sentence is out of view');

    // The switch is remembered: after a reload, the version that plays D2-D3 opens with it on.
    await page.reload();
    await showRecord(page, KEPT);
    await waitForLabel(page, 'The start, before the first move');
    assert.equal(await page.getByTestId('perfect-play').isChecked(), true, 'the switch was not remembered');
    assert.deepEqual(await marksOf(page), ['kept']);
    await page.getByTestId('step-last').click();
    await waitForDetail(page, '✓ Black could win in 1 ply; this move keeps the win, by the shortest way.');
    assert.match(await page.getByTestId('turning-count').textContent(), /^No turning point/);
    assert.ok(await inViewport(page.getByTestId('solution-detail')), 'the sentence is out of view');
    await page.screenshot({ path: join(config.screenshots, 'phone-viewer-solution-kept.png') });

    // A game that is not solved: no switch, no sentence, no marks.
    await showRecord(page, CHESS);
    await waitForLabel(page, 'The start, before the first move');
    assert.equal(await page.getByTestId('perfect-play').count(), 0);
    assert.equal(await page.getByTestId('solution-detail').count(), 0);
    assert.equal(await page.getByTestId('turning-points').count(), 0);
    assert.deepEqual(await marksOf(page), [null, null, null]);
  }],

  ['perfect play in the viewer in French on a phone: the switch, the marks and the sentence', async ({ server, newContext }) => {
    const page = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await page.goto(`${server.url}/viewer`);
    await showRecord(page, MISSED);
    await waitForLabel(page, 'Le départ, avant le premier coup');
    await page.getByRole('switch', { name: 'Montrer le jeu parfait' }).check();
    await page.getByTestId('step-forward').click();
    await waitForDetail(page, '✗ Les Noirs pouvaient gagner en 1 demi-coup ; ce coup laisse échapper la victoire : il perd en 4 demi-coups. Meilleur : D2\u00a0→\u00a0D3. Maintenant, les Blancs, au trait, peuvent gagner en 3 demi-coups.');
    assert.ok(await inViewport(page.getByTestId('solution-detail')), 'the sentence is out of view');
    assert.equal(await page.locator('[data-testid="viewer-moves"] .mv[data-index="0"]').getAttribute('aria-label'), '1. C3 → D3, laisse échapper la victoire');
    assert.equal(await page.getByTestId('turning-count').textContent(), '1 tournant');
    await page.screenshot({ path: join(config.screenshots, 'phone-viewer-solution-fr.png') });
    // A whole game from the start: the draw held ten plies, then thrown away, given back, won back, kept.
    await showRecord(page, `[Variant "grec"]\n${GREC_WIN.map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${move}` : move)).join(' ')}`);
    await waitForLabel(page, 'Le départ, avant le premier coup');
    await waitForDetail(page, 'Au départ, les Noirs, au trait, peuvent au mieux faire nulle.');
    assert.deepEqual(await marksOf(page), [...Array(10).fill('held'), 'threwDraw', 'threwWin', 'held', 'held', 'threwDraw', 'threwWin', 'wonBack', 'lost', 'kept']);
    assert.equal(await page.getByTestId('turning-count').textContent(), '5 tournants');
    await page.locator('[data-testid="viewer-moves"] .mv[data-index="17"]').click();
    await waitForDetail(page, '○ Les Blancs étaient perdus en 4 demi-coups contre le jeu parfait ; ce coup perd en 2 demi-coups. Meilleur : B3\u00a0→\u00a0C3. Maintenant, les Noirs, au trait, peuvent gagner en 1 demi-coup.');
    await page.getByTestId('turning-points').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(config.screenshots, 'phone-viewer-solution-game-fr.png') });
  }],
];
