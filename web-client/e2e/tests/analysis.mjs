// The engine's analysis of a recorded game, in the player's own browser (the rules and the engine in
// WebAssembly, in a Worker): on a 360×740 phone the graph and the judgements are in view with the
// board, a tap on the graph goes to that move, the engine's move is an arrow on the board, and a
// stopped analysis keeps what it found; in English and in French.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, boardPieces, inViewport, PHONE, waitForStatus } from '../helpers.mjs';

// A 6×6 game that Light wins in 27 plies, with Dark's moves picked at random: mistakes to find.
const GAME = '[Variant "petteia-6x6"]\n1. A1-A4 D6-D4 2. F1-F2 C6-C2 3. B1-B3 E6-E3 4. B3-C3 F6-C6 5. C3-B3 C6-F6 6. F2-F3 D4-B4 '
  + '7. C1-C4 E3-D3 8. C4-C3 D3-E3 9. D1-D3 B6-E6 10. F3-F4 A6-D6 11. B3-B5 E6-E2 12. D3-E3 F6-F5 13. E3-D3 F5-C5 14. D3-D5';

// A long Petteia chess game (both sides at random): its analysis takes seconds, time enough to stop it.
const LONG_GAME = '[Variant "petteia-chess"]\n1. Kf0*g1 Pd8-d6 2. Pi1-i2 Cc9-i3 3. Hi0-h2 Hb9-d8 4. Pe1-e2 Pf8-f7 5. Pd1-d3 Hd8-b9 6. Pb1-b3 Me9-i5 '
  + '7. Pf1-f2 Kf9*g8 8. Pc1-c3 Mi5-g3 9. Me0-g2 Pb8-b7 10. Hb0-c2 Kg8-g7 11. Hc2-e1 Pb7-b6 12. Ea0-b0 Pj8-j6 13. He1-c2 Ci3-j2 '
  + '14. Pa1-a3 Hb9-a7 15. Hh2-i4 Cj2-i1 16. Eb0-b2 Sg9-f6 17. Hi4-h6 Pi8-i7 18. Sg0-f3 Ci1-h2 19. Kg1-g0 Pc8-c7 20. Hc2-e3 Ch2-g1';

const WORDS = {
  'en-GB': { start: 'Analyse the game', again: 'Analyse again', mistake: 'mistake', best: /Best: 14\.\u00a0D3\u00a0→\u00a0D5$/, stopped: /^Stopped after \d+ of 41 positions\.$/ },
  'fr-FR': { start: 'Analyser la partie', again: 'Analyser à nouveau', mistake: 'erreur', best: /Meilleur : 14\.\u00a0D3\u00a0→\u00a0D5$/, stopped: /^Arrêtée après \d+ positions sur 41\.$/ },
};

async function openGame(newContext, url, locale, record = GAME) {
  const page = await (await newContext({ ...PHONE, locale })).newPage();
  await page.goto(`${url}/viewer`);
  await page.getByTestId('viewer-text').fill(record);
  await page.getByTestId('viewer-show').click();
  await page.getByTestId('analysis-start').waitFor();
  return page;
}

export default Object.entries(WORDS).flatMap(([locale, words]) => [
  [`${locale}, phone: a finished game analysed in the browser: graph and marks in view with the board, the engine's move as an arrow`, async ({ server, newContext }) => {
    const page = await openGame(newContext, server.url, locale);
    const start = page.getByTestId('analysis-start');
    assert.equal((await start.textContent()).trim(), words.start);
    await start.click();
    // The engine's worker and its WebAssembly start first: on a loaded machine that alone took over 10 s.
    await page.getByTestId('analysis-progress').waitFor({ timeout: 30_000 });
    await page.waitForFunction((again) => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === again, words.again, { timeout: 60_000 });
    // Each side's count, and Dark's random moves judged: E6-E3 gives a piece away from an even
    // position, a mistake, marked in the list and said to a screen reader.
    assert.equal(await page.getByTestId('analysis-summary').locator('li').count(), 2);
    const mistake = page.locator('[data-testid="viewer-moves"] .mv[data-index="5"]');
    assert.equal(await mistake.locator('.judge-mistake').count(), 1, `E6-E3 is not marked a mistake: ${await mistake.innerHTML()}`);
    const label = await mistake.getAttribute('aria-label');
    assert.ok(label.endsWith(`, ${words.mistake}`), `a screen reader hears the judgement: ${label}`);
    // In view together on the phone: the board and the graph under it.
    // The board at the screen's top (the explanation under the step bar now comes before the card).
    await page.locator('svg.board').evaluate((board) => board.scrollIntoView({ block: 'start' }));
    assert.ok(await inViewport(page.locator('svg.board')), 'the board is out of view');
    assert.ok(await inViewport(page.getByTestId('analysis-graph')), 'the graph is out of view');
    await page.screenshot({ path: join(config.screenshots, `analysis-${locale}-phone.png`) });
    // The game is over at its end: no engine move; one step back, the engine's move is drawn and said.
    await page.getByTestId('step-last').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="step-last"]')?.disabled === true);
    assert.equal(await page.getByTestId('board-arrow').getAttribute('data-move'), '');
    await page.getByTestId('step-back').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="board-arrow"]')?.getAttribute('data-move') !== '');
    assert.match(await page.getByTestId('analysis-detail').textContent(), words.best);
    // A tap at the graph's left edge goes to the start.
    const graph = await page.getByTestId('analysis-graph').boundingBox();
    await page.mouse.click(graph.x + 2, graph.y + graph.height / 2);
    await page.waitForFunction(() => document.querySelector('[data-testid="step-first"]')?.disabled === true);
    assert.equal(await page.locator('[data-testid="viewer-moves"] .mv.current').count(), 0);
  }],
  [`${locale}, phone: play on from a position of the game against the computer; not from its finished end`, async ({ server, newContext }) => {
    const page = await openGame(newContext, server.url, locale);
    await page.getByTestId('step-last').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="step-last"]')?.disabled === true);
    assert.equal(await page.getByTestId('play-on').isVisible(), false, 'offered at the finished end');
    await page.getByTestId('step-back').click();
    await page.getByTestId('play-on').waitFor();
    const shown = await boardPieces(page);
    await page.getByTestId('play-on').click();
    await page.waitForURL(/\/g\/[\w-]+$/);
    // Light is to move there (Light's last move comes next): the player has Light and moves first.
    await waitForStatus(page, locale === 'fr-FR' ? /^À vous de jouer$/ : /^Your move$/);
    assert.deepEqual(await boardPieces(page), shown, 'the game starts from the position shown');
  }],
  [`${locale}, phone: a position pasted alone is analysed, and played on from`, async ({ server, newContext }) => {
    // Petteia chess, Black to move, a White Minister loose on e4 (the pawn on d5 takes it).
    const page = await openGame(newContext, server.url, locale, 'k9/10/10/10/3p6/4M5/10/10/10/K9 black Ss - 0');
    await page.getByTestId('analysis-start').click();
    await page.waitForFunction((again) => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === again, words.again, { timeout: 60_000 });
    assert.equal(await page.getByTestId('board-arrow').getAttribute('data-move'), 'd5-e4', 'the engine takes the Minister');
    assert.match(await page.getByTestId('analysis-detail').textContent(), locale === 'fr-FR' ? /Les noirs sont mieux/ : /Black is better/);
    await page.getByTestId('play-on').click();
    await page.waitForURL(/\/g\/[\w-]+$/);
    await waitForStatus(page, locale === 'fr-FR' ? /^À vous de jouer$/ : /^Your move$/);
  }],
  [`${locale}, phone: a stopped analysis says where it stopped and keeps what it found`, async ({ server, newContext }) => {
    const page = await openGame(newContext, server.url, locale, LONG_GAME);
    await page.getByTestId('analysis-start').click();
    // Stopped once a few positions are known (the graph appears with the second).
    await page.getByTestId('analysis-graph').waitFor({ timeout: 60_000 });
    await page.getByTestId('analysis-stop').click();
    const status = page.locator('[data-testid="analysis"] [role="status"]');
    await status.waitFor();
    assert.match((await status.textContent()).trim(), words.stopped);
    assert.equal((await page.getByTestId('analysis-start').textContent()).trim(), words.again);
    // The page stays usable, and a new run starts the Worker again.
    await page.getByTestId('analysis-start').click();
    await page.waitForFunction((again) => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === again, words.again, { timeout: 60_000 });
    assert.equal(await page.getByTestId('analysis-summary').locator('li').count(), 2);
  }],
]);
