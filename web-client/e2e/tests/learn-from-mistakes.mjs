// Issue 40, "Learn from your mistakes": after the analysis of a 6×6 game that Dark loses 0–5 giving its
// pieces away (analysis-teaches.mjs's game), Dark's mistakes are replayed as exercises. The first is
// offered with the move played and its judgement; the same move again is refused ("Not quite"); the
// solution shows the engine's move; the others are skipped and the summary says "0 of N found"; started
// again, the engine's move is accepted ("Good — that's it") and the summary says "1 of N found".
// On a 360×740 phone in English and in Greek (taps), everything in view with the board, screenshots
// taken; on a desktop from the keyboard alone (the button, a typed move, Enter on each button); and in
// Petteia chess on a phone in French, the Sacrifice tried instead of a blunder: asked first, as in games.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { axeViolations } from '../axe.mjs';
import {
  analysedRecord, assert, createComputerGame, DESKTOP, inViewport, PHONE, playAnyMove, seededRandom, square, statusText, waitForStatus,
} from '../helpers.mjs';

const GAME = '[Variant "petteia-6x6"]\n1. A1-A4 D6-D4 2. F1-F2 C6-C2 3. B1-B3 E6-E3 4. B3-C3 F6-C6 5. C3-B3 C6-F6 6. F2-F3 D4-B4 '
  + '7. C1-C4 E3-D3 8. C4-C3 D3-E3 9. D1-D3 B6-E6 10. F3-F4 A6-D6 11. B3-B5 E6-E2 12. D3-E3 F6-F5 13. E3-D3 F5-C5 14. D3-D5';
/** Dark's first mistake (3... E6-E3, a piece given away) and the engine's move there. */
const MISTAKE = 'E6-E3';
const BEST = 'C2-C4';

const WORDS = {
  'en-GB': {
    again: 'Analyse again', start: /^Learn from Dark’s mistakes \((\d+)\)$/,
    heading: /^Learn from your mistakes · Mistake 1 of (\d+)$/,
    ask: /^Dark played 3\.\.\. E6 → E3: a (mistake|blunder)\. Find a better move for Dark\.$/,
    refused: /^Not quite, try again: E6 → E3 would be a (mistake|blunder)\.$/,
    solution: 'The solution: C2 → C4.', good: 'Good — that’s it: C2 → C4.',
    summary: (found, total) => `${found} of ${total} found`,
  },
  'el-GR': {
    again: 'Νέα ανάλυση', start: /^Μάθετε από τα λάθη: Σκούρα \((\d+)\)$/,
    heading: /^Μάθετε από τα λάθη σας · Λάθος 1 από (\d+)$/,
    ask: /^Σκούρα έπαιξαν 3\.\.\. E6 → E3: (λάθος|γκάφα)\. Βρείτε καλύτερη κίνηση για Σκούρα\.$/,
    refused: /^Όχι ακριβώς, δοκιμάστε ξανά: E6 → E3 θα ήταν (λάθος|γκάφα)\.$/,
    solution: 'Η λύση: C2 → C4.', good: 'Σωστά — αυτή είναι: C2 → C4.',
    summary: (found, total) => `${found === 1 ? 'Βρέθηκε' : 'Βρέθηκαν'} ${found} από ${total}`,
  },
};

const analysed = (newContext, url, device, locale) => analysedRecord(newContext, url, { device, locale, record: GAME, again: WORDS[locale].again });

const text = async (page, testid) => (await page.getByTestId(testid).textContent()).trim();
const phase = (page) => page.getByTestId('learn-status').getAttribute('data-phase');

/** Waits until the lesson's status line is in `wanted` (solving, ended, summary…). */
async function waitForPhase(page, ...wanted) {
  await page.waitForFunction((phases) => phases.includes(document.querySelector('[data-testid="learn-status"]')?.getAttribute('data-phase')), wanted, { timeout: 60_000 });
}

/** Waits until the engine has judged the move just played: the status changed from `before`, no longer checking. */
async function judged(page, before) {
  await page.waitForFunction((was) => {
    const status = document.querySelector('[data-testid="learn-status"]');
    return ['solving', 'ended'].includes(status?.getAttribute('data-phase')) && status?.textContent !== was;
  }, before, { timeout: 60_000 });
}

/** A move played on the lesson's board by two taps; resolves once the engine has judged it. */
async function tapMove(page, move) {
  const [from, to] = move.split('-');
  await waitForPhase(page, 'solving');
  const before = await page.getByTestId('learn-status').textContent();
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  await square(page, to).click();
  await judged(page, before);
}

/** axe-core finds no serious or critical violation on the page as it is now. */
async function accessible(page, what) {
  assert.deepEqual(await axeViolations(page), [], `${what}: axe-core finds serious or critical violations`);
}

/** Everything named is drawn inside the window, with the lesson's board. */
async function allInView(page, testids, what) {
  assert.ok(await inViewport(page.getByTestId('learn').locator('svg.board')), `${what}: the board is out of view`);
  for (const testid of testids) assert.ok(await inViewport(page.getByTestId(testid)), `${what}: ${testid} is out of view`);
}

/** Skips every mistake left (Next mistake where one has ended), up to the summary. */
async function skipTheRest(page, press) {
  for (;;) {
    await waitForPhase(page, 'solving', 'ended', 'summary');
    const current = await phase(page);
    if (current === 'summary') return;
    const heading = await page.locator('#learn-heading').textContent();
    await press(current === 'ended' ? 'learn-next' : 'learn-skip');
    await page.waitForFunction((was) => document.querySelector('#learn-heading')?.textContent !== was, heading);
  }
}

const phone = Object.keys(WORDS).map((locale) => [
  `${locale}, phone: a mistake offered, a wrong answer refused, the solution, a good answer accepted, the summary, all in view`, async ({ server, newContext }) => {
    const words = WORDS[locale];
    const page = await analysed(newContext, server.url, PHONE, locale);
    const start = page.locator('[data-testid="learn-start-dark"]');
    const total = Number(words.start.exec((await start.textContent()).trim())?.[1]);
    assert.ok(total >= 3, `Dark's mistakes offered: ${await start.textContent()}`);
    await start.click();
    await waitForPhase(page, 'solving');
    const heading = (await page.locator('#learn-heading').textContent()).trim();
    assert.equal(Number(words.heading.exec(heading)?.[1]), total, heading);
    assert.match(await text(page, 'learn-ask'), words.ask);
    await allInView(page, ['learn-ask', 'learn-solution', 'learn-skip'], 'the mistake offered');
    await page.screenshot({ path: join(config.screenshots, `learn-from-mistakes-${locale}-phone-asked.png`) });
    await accessible(page, 'the mistake offered');

    await tapMove(page, MISTAKE);
    assert.equal(await phase(page), 'solving');
    assert.match(await text(page, 'learn-status'), words.refused);
    await allInView(page, ['learn-status'], 'the wrong answer');
    await page.screenshot({ path: join(config.screenshots, `learn-from-mistakes-${locale}-phone-refused.png`) });

    await page.getByTestId('learn-solution').click();
    await waitForPhase(page, 'ended');
    assert.equal(await text(page, 'learn-status'), words.solution);
    assert.equal(await page.locator('[data-square="C4"]').getAttribute('data-piece'), 'dark', 'the solution is not on the board');
    await allInView(page, ['learn-status', 'learn-next'], 'the solution');

    await skipTheRest(page, (testid) => page.getByTestId(testid).click());
    assert.equal(await text(page, 'learn-status'), words.summary(0, total));
    await page.getByTestId('learn-again').click();
    await tapMove(page, BEST);
    assert.equal(await phase(page), 'ended');
    assert.equal(await text(page, 'learn-status'), words.good);
    await allInView(page, ['learn-status', 'learn-next'], 'the good answer');
    await page.screenshot({ path: join(config.screenshots, `learn-from-mistakes-${locale}-phone-found.png`) });

    await skipTheRest(page, (testid) => page.getByTestId(testid).click());
    assert.equal(await text(page, 'learn-status'), words.summary(1, total));
    assert.ok(await inViewport(page.getByTestId('learn-summary')), 'the summary is out of view');
    assert.ok(await inViewport(page.getByTestId('learn-again')), 'Start again is out of view');
    await page.screenshot({ path: join(config.screenshots, `learn-from-mistakes-${locale}-phone-summary.png`) });
    await accessible(page, 'the summary');
    await page.getByTestId('learn-back').click();
    await page.getByTestId('analysis-summary').waitFor();
  }]);

/** Presses Enter on the element that has the focus, once it is the one named (the page moves the focus itself). */
async function enterOn(page, testid) {
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testid, { timeout: 60_000 });
  await page.keyboard.press('Enter');
}

const desktop = [[`en-GB, desktop, keyboard alone: the lesson from its button to its summary`, async ({ server, newContext }) => {
  const words = WORDS['en-GB'];
  const page = await analysed(newContext, server.url, DESKTOP, 'en-GB');
  const start = page.locator('[data-testid="learn-start-dark"]');
  const total = Number(words.start.exec((await start.textContent()).trim())?.[1]);
  await start.focus();
  await page.keyboard.press('Enter');
  await waitForPhase(page, 'solving');
  assert.match(await text(page, 'learn-ask'), words.ask);
  // The keyboard is on the board: the squares are its own way to move; the typed move is the other.
  assert.ok(await page.evaluate(() => document.activeElement?.closest('svg.board') !== null), 'the focus is not on the board');
  const typeMove = async (move) => {
    const before = await page.getByTestId('learn-status').textContent();
    await page.getByTestId('type-move').focus();
    await page.keyboard.type(move);
    await page.keyboard.press('Enter');
    await judged(page, before);
  };
  await typeMove(MISTAKE);
  assert.match(await text(page, 'learn-status'), words.refused);
  assert.equal(await page.getByTestId('learn-status').getAttribute('role'), 'status', 'the answer is not told to a screen reader');
  await page.getByTestId('learn-solution').focus();
  await page.keyboard.press('Enter');
  await waitForPhase(page, 'ended');
  assert.equal(await text(page, 'learn-status'), words.solution);
  // The focus goes to Next mistake by itself: Enter goes on, and on the next one Skip is a Tab away.
  await enterOn(page, 'learn-next');
  await waitForPhase(page, 'solving');
  await skipTheRest(page, async (testid) => {
    await page.getByTestId(testid).focus();
    await page.keyboard.press('Enter');
  });
  assert.equal(await text(page, 'learn-status'), words.summary(0, total));
  await enterOn(page, 'learn-again');
  await waitForPhase(page, 'solving');
  await typeMove(BEST);
  assert.equal(await text(page, 'learn-status'), words.good);
  for (const testid of ['learn-ask', 'learn-status', 'learn-next']) assert.ok(await inViewport(page.getByTestId(testid)), `${testid} is out of view`);
  assert.ok(await inViewport(page.getByTestId('learn').locator('svg.board')), 'the board is out of view');
  await page.screenshot({ path: join(config.screenshots, 'learn-from-mistakes-en-GB-desktop.png') });
  await enterOn(page, 'learn-next');
  await skipTheRest(page, async (testid) => {
    await page.getByTestId(testid).focus();
    await page.keyboard.press('Enter');
  });
  assert.equal(await text(page, 'learn-status'), words.summary(1, total));
  // Back to the analysis: the keyboard returns to the button that began the lesson.
  await page.getByTestId('learn-back').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'learn-start-dark');
}]];

// White hangs its Minister to a pawn (3. Me2-c4, taken by d5); the King, with its Sacrifice unspent,
// stands beside its own pieces in the position replayed.
const CHESS = '[Variant "petteia-chess"]\n1. Pe1-e3 Pd8-d6 2. Me0-e2 Pd6-d5 3. Me2-c4';

const sacrifice = [[`fr-FR, phone: in Petteia chess the Sacrifice is asked before it is tried, its square marked, then judged`, async ({ server, newContext }) => {
  const page = await analysedRecord(newContext, server.url, { device: PHONE, locale: 'fr-FR', record: CHESS, again: 'Analyser à nouveau', timeout: 120_000 });
  const start = page.getByTestId('learn-start-white');
  assert.match((await start.textContent()).trim(), /^Apprendre des erreurs des blancs \(\d+\)$/i);
  await start.click();
  await waitForPhase(page, 'solving');
  // The last mistake asked is the Minister's: skip to it.
  while (!/Me2-c4/.test(await text(page, 'learn-ask'))) {
    const heading = await page.locator('#learn-heading').textContent();
    await page.getByTestId('learn-skip').click();
    await page.waitForFunction((was) => document.querySelector('#learn-heading')?.textContent !== was, heading);
    await waitForPhase(page, 'solving');
  }
  assert.match(await text(page, 'learn-ask'), /^Les blancs ont joué 3\. Me2-c4 : une (erreur|gaffe)\. Trouvez un meilleur coup pour les blancs\.$/i);
  await square(page, 'f0').click();
  await page.waitForFunction(() => document.querySelector('[data-square="g1"]')?.classList.contains('is-special'));
  await square(page, 'g1').click();
  const question = page.getByTestId('special-question');
  assert.match(await question.textContent(), /Sacrifice/);
  assert.ok(await inViewport(question), 'the Sacrifice’s question is out of view');
  assert.ok(await square(page, 'g1').evaluate((el) => el.classList.contains('is-pending')), 'the square asked about is not marked');
  // Asked, not played: nothing is judged yet.
  assert.equal(await phase(page), 'solving');
  assert.equal(await text(page, 'learn-status'), '');
  await page.screenshot({ path: join(config.screenshots, 'learn-from-mistakes-fr-FR-phone-sacrifice.png') });
  await accessible(page, 'the Sacrifice asked');
  await page.getByTestId('special-yes').click();
  await judged(page, '');
  assert.match(await text(page, 'learn-status'), /^(Pas tout à fait, essayez encore|Bien — c’est ça) : Kf0\S*g1/);
  assert.ok(await inViewport(page.getByTestId('learn-status')), 'the judgement of the Sacrifice is out of view');
}]];

const ownGame = [[`en-GB, desktop: a game played in this browser offers only the player's own mistakes`, async ({ server, newContext }) => {
  const page = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
  await createComputerGame(page, server.url, { variant: 'petteia-6x6', color: 'first', level: 'beginner' });
  // Light's moves at random against the beginner, then a resignation: a short game, over.
  const random = seededRandom(40);
  const over = /^(You won|You lost|Draw)/;
  for (let moves = 0; moves < 8 && !over.test(await statusText(page)); moves++) {
    await playAnyMove(page, random);
    await waitForStatus(page, /^(Your move$|You won|You lost|Draw)/);
  }
  if (!over.test(await statusText(page))) {
    await page.getByTestId('ask-resign').click();
    await page.getByTestId('resign').click();
    await waitForStatus(page, over);
  }
  await page.getByTestId('open-viewer').click();
  await page.waitForURL(/\/viewer\?game=/);
  await page.getByTestId('analysis-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === 'Analyse again', null, { timeout: 90_000 });
  // Never the computer's mistakes: only Light's, as "your" mistakes, or the word that there are none.
  assert.equal(await page.getByTestId('learn-start-dark').count(), 0, 'the computer\'s mistakes are offered');
  const mine = page.getByTestId('learn-start-light');
  console.log(`  (offered: ${(await page.locator('.learn-start').textContent()).trim()})`);
  if ((await mine.count()) === 0) {
    assert.equal((await page.getByTestId('learn-none').textContent()).trim(), 'No mistake of yours to replay in this game: well played.');
    return;
  }
  assert.match((await mine.textContent()).trim(), /^Learn from your mistakes \(\d+\)$/);
  await mine.click();
  await waitForPhase(page, 'solving');
  // Light's move, numbered as the first side's ("4." and not "4...").
  assert.match(await text(page, 'learn-ask'), /^Light played \d+\. \S+ → \S+: a (mistake|blunder)\. Find a better move for Light\.$/);
}]];

export default [...phone, ...desktop, ...sacrifice, ...ownGame];
