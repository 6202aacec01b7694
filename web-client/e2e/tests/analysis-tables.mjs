// Petteia's endgame tables in the browser's analysis: a small 6×6 ending pasted into the viewer,
// analysed on a 360×740 phone, shows the table's exact "wins in N" (not a score) in view with the
// board, after the Worker fetched only the tables that position needs (/engine/tables/*.ptb); in
// English and in French.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, inViewport, PHONE } from '../helpers.mjs';

// Light (three) against Dark (two), Light to move: a win in 5 plies by the 6×6 3 v 2 table (F3-A3).
const ENDING = 'L5/1D4/D1L3/5L/6/6 light 0';

const WORDS = {
  'en-GB': { again: 'Analyse again', verdict: /^Endgame table: Light, to move, wins in 5 plies \(to the next capture\)\. Best: 1\.\u00a0F3\u00a0→\u00a0A3 / },
  'fr-FR': { again: 'Analyser à nouveau', verdict: /^Table de finale : les clairs, au trait, gagnent en 5 demi-coups \(jusqu’à la prochaine prise\)\. Meilleur : 1\.\u00a0F3\u00a0→\u00a0A3 / },
};

export default Object.entries(WORDS).map(([locale, words]) => [
  `${locale}, phone: a 6×6 ending pasted alone is valued by the endgame table, "wins in 5", in view with the board`, async ({ server, newContext }) => {
    const context = await newContext({ ...PHONE, locale });
    const tables = [];
    // The tables the analysis asked for: the engine Worker's requests, not the service worker's
    // fetch behind one of them (a table it does not hold yet is fetched on the Worker's behalf, and
    // the context sees both requests).
    context.on('request', (request) => {
      if (request.serviceWorker()) return;
      const found = /\/engine\/tables\/([\w-]+)\.ptb$/.exec(request.url());
      if (found) tables.push(found[1]);
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/viewer`);
    await page.getByTestId('viewer-text').fill(ENDING);
    await page.getByTestId('viewer-show').click();
    await page.getByTestId('analysis-start').click();
    await page.waitForFunction((again) => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === again, words.again, { timeout: 60_000 });
    const detail = page.getByTestId('analysis-detail');
    assert.match((await detail.textContent()).trim(), words.verdict);
    assert.equal(await page.getByTestId('board-arrow').getAttribute('data-move'), 'F3-A3', 'the table\'s move is the arrow');
    // Only the tables this position needs (3 v 2, then the 2 v 3 its quiet moves lead into), each once.
    assert.ok(tables.includes('petteia-6x6-3v2'), `fetched: ${tables.join(', ')}`);
    assert.ok(!tables.some((name) => name.startsWith('petteia-8x8')), `fetched: ${tables.join(', ')}`);
    assert.equal(new Set(tables).size, tables.length, `fetched twice: ${tables.join(', ')}`);
    // In view together on the phone: the board and the verdict.
    const verdict = page.getByTestId('analysis-value');
    await verdict.scrollIntoViewIfNeeded();
    assert.ok(await inViewport(page.locator('svg.board')), 'the board is out of view');
    // Scrolled to it, its last line lands on the screen's edge: the scroll is in whole pixels, the
    // layout in fractions of one (a quarter of a pixel over), hence the pixel's allowance.
    const box = await verdict.evaluate((el) => JSON.parse(JSON.stringify(el.getBoundingClientRect())));
    assert.ok(box.top >= 0 && box.bottom <= PHONE.viewport.height + 1 && box.right <= PHONE.viewport.width, `the verdict is out of view: ${JSON.stringify(box)}`);
    await page.screenshot({ path: join(config.screenshots, `analysis-tables-${locale}-phone.png`) });
  }]);
