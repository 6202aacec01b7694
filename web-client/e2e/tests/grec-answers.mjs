// The Le Grec answers page (/grec/answers) on a 360×740 phone: reached from the rules page by its
// links in English and French, the four answers in plain words in the first screen, then each with
// its figures and the command that reproduces it, the page walked by the keyboard, no sideways scrolling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, config } from '../harness.mjs';
import { assert, inViewport, noHorizontalScroll, PHONE } from '../helpers.mjs';

const figures = (variant) => JSON.parse(readFileSync(join(clientDir, 'src/data/answers', `${variant}.json`), 'utf8'));

/** What the first answer's short sentence must say of the file: each side's result when always jumping. */
function jumpingFigures(file) {
  return Object.values(file.jumps.always_jumping).flatMap((outcome) => (outcome.plies === null ? [] : [String(outcome.plies)]));
}

export default [
  ['the Le Grec answers on a phone: from the rules by link in English and French, the first answer and its figure in view, the command, the keyboard', async ({ server, newContext }) => {
    const grec = figures('grec');
    const mirror = figures('grec-mirror');
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.url}/rules`);
    await page.getByTestId('rules').waitFor();
    await page.getByTestId('lang-en').click();

    // English: Le Grec's end-of-game section links to the answers.
    await page.getByTestId('link-grec-3').click();
    await page.waitForURL(/\/grec\/answers$/);
    await page.getByTestId('answers').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Le Grec solved: the four questions');
    assert.match(await page.title(), /^Le Grec solved: the four questions — Petteia Online$/);
    // The four answers in plain words first, all in the first screen, without the solver's jargon.
    const summary = page.getByTestId('answers-summary');
    assert.ok(await inViewport(summary), 'the summary does not fit the first screen of the phone');
    const plain = await page.getByTestId('summary-answer').allTextContents();
    assert.equal(plain.length, 4);
    assert.equal(plain[1], 'No. With perfect play on both sides the game is a draw: neither side can force a win.');
    for (const text of plain) assert.doesNotMatch(text, /ply|plies|reachable/i, `"${text}" speaks the solver's language`);
    await page.screenshot({ path: join(config.screenshots, 'phone-grec-answers-summary-en.png') });
    // Then how we know, with the figures.
    const first = page.getByTestId('answer-grec-jumps');
    assert.equal(await first.locator('h3').textContent(), 'Should you jump as much as possible?');
    const short = first.getByTestId('answer-short');
    await short.scrollIntoViewIfNeeded();
    const shortText = await short.textContent();
    for (const figure of jumpingFigures(grec)) assert.ok(shortText.includes(figure), `"${shortText}" says ${figure}`);
    // The four questions of the original text, for each game, each with its command.
    const questions = await page.locator('[data-testid="answers-grec"] h3').allTextContents();
    assert.deepEqual(questions, ['Should you jump as much as possible?', 'Does one player have a winning strategy?',
      'How many pieces can the loser have left outside the target half?', 'Are draws possible?']);
    const commands = await page.locator('[data-testid="answers-grec"] code').allTextContents();
    assert.deepEqual(commands, Array(4).fill(grec.command));
    assert.deepEqual(await page.locator('[data-testid="answers-grec-mirror"] code').allTextContents(), Array(4).fill(mirror.command));
    await first.getByTestId('answer-command').scrollIntoViewIfNeeded();
    assert.ok(await inViewport(first.getByTestId('answer-command')), 'the command is shown whole, within the screen');
    assert.ok(await noHorizontalScroll(page), 'no sideways scrolling');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(config.screenshots, 'phone-grec-answers-en.png') });

    // The keyboard: from the heading (focused after the navigation), Tab reaches the mirror arrival's link, Enter goes there.
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
    let reached = false;
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('href') === '#grec-mirror');
    }
    assert.ok(reached, 'Tab reaches the link to the mirror arrival');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash === '#grec-mirror');
    assert.ok(await inViewport(page.locator('#grec-mirror h2')), 'the mirror arrival’s answers come into view');

    // French: the mirror arrival's section of the rules links to its answers.
    await page.getByTestId('lang-fr').click();
    await page.goto(`${server.url}/rules`);
    await page.getByTestId('rules').waitFor();
    assert.match(await page.locator('#grec-4 h3').textContent(), /^Variante : arrivée en miroir$/);
    await page.getByTestId('link-grec-4').click();
    await page.waitForURL(/\/grec\/answers#grec-mirror$/);
    await page.getByTestId('answers-grec-mirror').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Le Grec résolu : les quatre questions');
    const mirrorFirst = page.getByTestId('answer-grec-mirror-jumps');
    const landed = await page.locator('#grec-mirror h2').evaluate((el) => ({ top: el.getBoundingClientRect().top, scrolled: window.scrollY, hash: window.location.hash }));
    assert.ok(await inViewport(page.locator('#grec-mirror h2')), `the link lands on the mirror arrival (${JSON.stringify(landed)})`);
    assert.equal(await mirrorFirst.locator('h3').textContent(), 'Faut-il sauter le plus possible ?');
    const mirrorShort = await mirrorFirst.getByTestId('answer-short').textContent();
    for (const figure of jumpingFigures(mirror)) assert.ok(mirrorShort.includes(figure), `"${mirrorShort}" says ${figure}`);
    assert.ok(await noHorizontalScroll(page), 'no sideways scrolling in French');
    // And the summary, in French, in the first screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.ok(await inViewport(page.getByTestId('answers-summary')), 'the French summary does not fit the first screen');
    assert.equal((await page.getByTestId('summary-answer').allTextContents())[1], 'Non. Si les deux camps jouent parfaitement, la partie est nulle : aucun ne peut forcer la victoire.');
    await page.screenshot({ path: join(config.screenshots, 'phone-grec-answers-fr.png') });
  }],
];
