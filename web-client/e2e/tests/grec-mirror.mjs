// Le Grec's mirror arrival (grec-mirror) against the computer on a 360×740 phone: offered by Home
// from the server's catalogue, its goal squares shaded exactly as the catalogue names them (each
// side's seven squares: where the other side started), said in the legend and the square labels,
// and a move played and answered.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, chooseSettings, inViewport, noHorizontalScroll, PHONE, playAnyMove, playLine, seededRandom, square, twoPlayers } from '../helpers.mjs';

const BLACK_GOALS = ['A4', 'B3', 'B4', 'C3', 'C4', 'D3', 'D4'];
const WHITE_GOALS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1'];

export default [
  ['Le Grec, mirror arrival, against the computer on a phone: exactly the seven goal squares of each side shaded and said; a move answered', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await chooseSettings(page, server.url, { variant: 'grec-mirror', color: 'first', level: 'expert' });
    assert.match(await page.getByTestId('variant-grec-mirror').locator('xpath=..').textContent(), /^Mirror arrival$/);
    assert.match(await page.getByTestId('game-card-grec').textContent(), /^Le Grec/);
    await page.getByTestId('start-computer').click();
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('status').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-square="A4"]')?.classList.contains('goal-0'));
    const shaded = (goal) => page.locator(`[data-square].${goal}`).evaluateAll((squares) => squares.map((el) => el.getAttribute('data-square')).sort());
    assert.deepEqual(await shaded('goal-0'), BLACK_GOALS, 'Black’s goal: where White started');
    assert.deepEqual(await shaded('goal-1'), WHITE_GOALS, 'White’s goal: where Black started');
    for (const name of ['A3', 'D2']) assert.ok(!(await square(page, name).evaluate((el) => el.classList.contains('goal-0') || el.classList.contains('goal-1'))), `${name} is nobody's goal`);
    const fills = await page.evaluate(() => ['A4', 'A1'].map((name) => getComputedStyle(document.querySelector(`[data-square="${name}"] .mark-goal`)).fill));
    assert.match(fills[0], /url\("?#goal-0"?\)/);
    assert.match(fills[1], /url\("?#goal-1"?\)/);
    assert.equal(await square(page, 'B3').getAttribute('aria-label'), 'B3, white piece, goal square of Black');
    assert.equal(await square(page, 'A3').getAttribute('aria-label'), 'A3, empty');
    assert.equal(await page.getByTestId('goal-legend').textContent(),
      `Hatched squares (${BLACK_GOALS.join(', ')}): where Black must bring all its pieces to win. Dotted squares (${WHITE_GOALS.join(', ')}): where White must bring all its pieces.`);
    // On the phone: the whole board in view, then the legend under the status line.
    assert.ok(await inViewport(square(page, 'A4')) && await inViewport(square(page, 'D1')), 'the whole board is in view');
    await page.getByTestId('goal-legend').scrollIntoViewIfNeeded();
    assert.ok(await inViewport(page.getByTestId('goal-legend')), 'the legend is in view once scrolled to');
    assert.ok(await noHorizontalScroll(page), 'no sideways scrolling');
    await page.evaluate(() => window.scrollTo(0, 0));
    // A move, and the computer's answer.
    const played = await playAnyMove(page, seededRandom(7));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] .mv').length >= 2);
    assert.match(await page.locator('[data-testid="moves"] .mv').first().textContent(), new RegExp(`^${played.replace('-', ' → ')}`));
    await page.screenshot({ path: join(config.screenshots, 'phone-grec-mirror.png') });
  }],
  ['Le Grec, mirror arrival, between two friends: the same goal squares on both boards, moves played', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { variant: 'grec-mirror' });
    for (const page of [creator, friend]) {
      await page.waitForFunction(() => document.querySelectorAll('[data-square].goal-0').length === 7 && document.querySelectorAll('[data-square].goal-1').length === 7);
      const black = await page.locator('[data-square].goal-0').evaluateAll((squares) => squares.map((el) => el.getAttribute('data-square')).sort());
      assert.deepEqual(black, BLACK_GOALS);
    }
    await playLine(creator, friend, ['A2-A3', 'A4-A2']);
  }],
];
