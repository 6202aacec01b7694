// Issue 40, "analysis that teaches": a 6×6 game that Dark loses 0–5, each of Dark's pieces given
// away; none of those moves is called good (each is marked and said a mistake or worse, with the piece
// it cost against the engine's move), each side's accuracy is given, the engine's line is numbered,
// and on a 360×740 phone the explanation is in view with the board; the three best lines on request,
// from the keyboard, on a desktop. In English and in French (the sides as "les foncés").
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { analysedRecord, assert, DESKTOP, inViewport, PHONE } from '../helpers.mjs';

// Dark's moves at random: Light takes a piece after each of Dark's moves 6, 12, 14, 16, 22 and 26.
const GAME = '[Variant "petteia-6x6"]\n1. A1-A4 D6-D4 2. F1-F2 C6-C2 3. B1-B3 E6-E3 4. B3-C3 F6-C6 5. C3-B3 C6-F6 6. F2-F3 D4-B4 '
  + '7. C1-C4 E3-D3 8. C4-C3 D3-E3 9. D1-D3 B6-E6 10. F3-F4 A6-D6 11. B3-B5 E6-E2 12. D3-E3 F6-F5 13. E3-D3 F5-C5 14. D3-D5';
/** The indices of Dark's moves that each cost a piece (the engine's line after each takes it). */
const PIECES_GIVEN = [5, 11, 13, 15, 21, 25];

const WORDS = {
  'en-GB': {
    again: 'Analyse again', good: 'good move',
    judged: /^Dark played E6 → E3: mistake\. With C2 → C4, Dark would be 1 piece better off\. /,
    line: /Best: 4\.\u00a0\S+\u00a0→\u00a0\S+ \S+\u00a0→\u00a0\S+ 5\.\u00a0/,
    accuracy: /^(Light|Dark): accuracy \d+ %, /,
  },
  'fr-FR': {
    again: 'Analyser à nouveau', good: 'bon coup',
    judged: /^Les foncés ont joué E6 → E3 : erreur\. Avec C2 → C4, les foncés auraient 1 pièce de mieux\. /,
    line: /Meilleur : 4\.\u00a0\S+\u00a0→\u00a0\S+ \S+\u00a0→\u00a0\S+ 5\.\u00a0/,
    accuracy: /^Les (clairs|foncés) : précision \d+ %, /,
  },
};

const analysed = (newContext, url, device, locale) => analysedRecord(newContext, url, { device, locale, record: GAME, again: WORDS[locale].again });

/** Steps to the position after `ply` moves with the step bar's buttons (they stay with the board). */
async function stepToPly(page, ply) {
  if (await page.getByTestId('step-first').isEnabled()) await page.getByTestId('step-first').click();
  for (let i = 0; i < ply; i++) await page.getByTestId('step-forward').click();
  await page.waitForFunction((index) => document.querySelector('[data-testid="viewer-moves"] .mv.current')?.getAttribute('data-index') === String(index), ply - 1);
}

const phone = Object.keys(WORDS).map((locale) => [
  `${locale}, phone: the moves that gave a piece away are never "good", accuracy is given, and the explanation is in view with the board`, async ({ server, newContext }) => {
    const words = WORDS[locale];
    const page = await analysed(newContext, server.url, PHONE, locale);
    for (const index of PIECES_GIVEN) {
      const move = page.locator(`[data-testid="viewer-moves"] .mv[data-index="${index}"]`);
      const label = await move.getAttribute('aria-label');
      assert.ok(!label.endsWith(words.good), `a piece given away is called good: ${label}`);
      assert.equal(await move.locator('.judge-mistake, .judge-blunder').count(), 1, `not marked a mistake or a blunder: ${label}`);
    }
    const summary = page.getByTestId('analysis-summary').locator('li');
    for (const item of await summary.allTextContents()) assert.match(item.trim(), words.accuracy);
    // After E6-E3: what it cost, in pieces, and the engine's line numbered from move 4.
    await stepToPly(page, 6);
    const detail = page.getByTestId('analysis-detail');
    const text = (await detail.textContent()).trim();
    assert.match(text, words.judged);
    assert.match(text, words.line);
    await page.screenshot({ path: join(config.screenshots, `analysis-teaches-${locale}-phone.png`) });
    assert.ok(await inViewport(page.locator('svg.board')), 'the board is out of view');
    assert.ok(await inViewport(detail), 'the explanation is out of view with the board');
  }]);

const desktop = [[`en-GB, desktop: the three best lines on request, from the keyboard, numbered, in view`, async ({ server, newContext }) => {
  const page = await analysed(newContext, server.url, DESKTOP, 'en-GB');
  await stepToPly(page, 6);
  const button = page.getByTestId('analysis-lines-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const lines = page.getByTestId('analysis-lines');
  await lines.waitFor({ timeout: 60_000 });
  const items = await lines.locator('li').allTextContents();
  assert.equal(items.length, 3, `three lines: ${JSON.stringify(items)}`);
  const firsts = new Set();
  for (const item of items) {
    assert.match(item, /^(Even position\.|(Light|Dark) is better by \d+\.\d pieces?\.|(Light|Dark) wins by force in \d+ pl(y|ies)\.) 4\.\u00a0/, item);
    firsts.add(/4\.\u00a0(\S+)/.exec(item)[1]);
  }
  assert.equal(firsts.size, 3, `three different first moves: ${JSON.stringify(items)}`);
  assert.ok(await inViewport(lines), 'the lines are out of view');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'analysis-lines');
  await page.screenshot({ path: join(config.screenshots, 'analysis-teaches-en-GB-desktop.png') });
}]];

export default [...phone, ...desktop];
