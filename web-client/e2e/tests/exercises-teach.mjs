// Exercises that teach (issue 40), on a 360×740 phone and a desktop, in English and French: a hint
// marks the piece to move, "Show the solution" plays it out, "Next exercise" skips; the Sacrifice is
// asked and starred as in games and its King never crossed out; Le Grec's arrival squares are
// hatched; a signed-in player's exercise rating changes and a streak counts; Home shows the exercise
// of the day. Each checked in view; the phone's screenshots are looked at.
import { join } from 'node:path';
import { config, repoDir } from '../harness.mjs';
import { assert, DESKTOP, exercisePhase, exerciseSet, inViewport, PHONE, playExerciseMove, signUpFromHome, square, statusText } from '../helpers.mjs';

const phase = (page, ...phases) =>
  page.waitForFunction((wanted) => wanted.includes(document.querySelector('[data-testid="status"]')?.getAttribute('data-phase')), phases);

export default [
  ['on a phone: a hint marks the piece to move, the solution is played out, and Next is in view', async ({ server, newContext }) => {
    const exercises = await exerciseSet(repoDir);
    const exercise = exercises.find((one) => one.variant === 'petteia-6x6' && one.family === 'finish' && one.solution.length >= 3);
    assert.ok(exercise, 'no two-move Petteia finish');
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.url}/exercises/${exercise.id}`);
    await phase(page, 'solving');
    const from = exercise.solution[0].split('-')[0];
    assert.ok(await inViewport(page.getByTestId('hint')), 'Hint is below the fold');
    assert.ok(await inViewport(page.getByTestId('show-solution')), 'Show the solution is below the fold');
    assert.ok(await inViewport(page.getByTestId('next-exercise')), 'Next exercise is below the fold');
    await page.getByTestId('hint').click();
    await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
    assert.equal(await statusText(page), `Hint: move the piece on ${from}.`);
    assert.ok(await inViewport(page.getByTestId('status')), 'the hint is said below the fold');
    await page.screenshot({ path: join(config.screenshots, 'exercise-hint-phone.png') });
    // The hint's piece may be played from there: its destinations are marked.
    assert.ok(await page.locator('[data-square].is-dest').count() > 0);

    await page.getByTestId('show-solution').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'shown');
    const last = exercise.solution[exercise.solution.length - 1].split('-')[1];
    await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-last'), last);
    assert.match(await statusText(page), /^The solution: /);
    assert.match(await statusText(page), new RegExp(exercise.solution[0].replace('-', ' → ')));
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'next-exercise');
    assert.ok(await inViewport(page.getByTestId('next-exercise')), 'Next is below the fold once the solution is shown');
    await page.screenshot({ path: join(config.screenshots, 'exercise-solution-phone.png') });
    const next = await page.getByTestId('next-exercise').getAttribute('href');
    assert.notEqual(next, `/exercises/${exercise.id}`);
    await page.getByTestId('next-exercise').click();
    await page.waitForURL(`**${next}`);
    await phase(page, 'solving');
  }],

  ['on a phone in French: the Sacrifice is starred, asked and its King not crossed out; Le Grec’s arrival is hatched', async ({ server, newContext }) => {
    const exercises = await exerciseSet(repoDir);
    const sacrifice = exercises.find((one) => one.variant === 'petteia-chess' && one.solution[0].includes('*'));
    const grec = exercises.find((one) => one.variant === 'grec');
    assert.ok(sacrifice && grec, 'no Sacrifice or Le Grec exercise in the set');
    const page = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await page.goto(`${server.url}/exercises/${sacrifice.id}`);
    await phase(page, 'solving');
    const [king, target] = sacrifice.solution[0].match(/[a-j]\d+/g);
    await square(page, king).click();
    await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-special'), target);
    await square(page, target).click();
    const question = page.getByTestId('special-question');
    assert.ok(await inViewport(question), 'the Sacrifice’s question is not in view');
    assert.match(await question.textContent(), /Sacrifice/);
    await page.screenshot({ path: join(config.screenshots, 'exercise-sacrifice-question-phone.png') });
    // Asked, nothing sent: the exercise is still being solved.
    assert.equal(await exercisePhase(page), 'solving');
    await page.getByTestId('special-yes').click();
    await phase(page, 'solved', 'solving');
    // The King now stands where the piece it gave up stood: marked as the move's end, never crossed out.
    assert.equal(await square(page, target).evaluate((el) => el.classList.contains('is-captured')), false);
    assert.equal(await square(page, target).evaluate((el) => el.classList.contains('is-last')), true);
    await page.screenshot({ path: join(config.screenshots, 'exercise-sacrifice-done-phone.png') });

    await page.goto(`${server.url}/exercises/${grec.id}`);
    await phase(page, 'solving');
    const hatched = await page.locator('[data-square].goal-0, [data-square].goal-1').count();
    assert.ok(hatched > 0, 'Le Grec’s arrival squares are not marked');
    // Said in words too, as on the game page.
    assert.match(await page.getByTestId('goal-legend').textContent(), /^Cases hachurées \(/);
    assert.ok(await inViewport(page.getByTestId('hint')), 'Indice is below the fold');
    assert.equal(await page.getByTestId('hint').textContent(), 'Indice');
    await page.screenshot({ path: join(config.screenshots, 'exercise-grec-phone.png') });
  }],

  ['on a desktop: a signed-in player’s rating changes once, a streak counts and ends, Home offers the exercise of the day', async ({ server, newContext }) => {
    const exercises = await exerciseSet(repoDir);
    const page = await (await newContext(DESKTOP)).newPage();
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await signUpFromHome(page, server.url, username, 'petteia e2e password');
    await page.goto(`${server.url}/exercises`);
    assert.equal(await page.getByTestId('player-rating').textContent(), 'Your exercise rating: 1500?');
    // Only Petteia 6×6's captures, so that the streak's exercises are known to be one move each.
    await page.getByTestId('game-petteia-6x6').check();
    await page.getByTestId('theme-capture').check();
    await page.getByTestId('start-streak').click();
    await phase(page, 'solving');
    assert.equal(await page.getByTestId('rating-line').textContent(), 'Streak: 0 solved');
    const first = exercises.find((one) => page.url().endsWith(`/exercises/${one.id}`));
    assert.equal(await playExerciseMove(page, first.solution[0]), 'solved');
    assert.match(await page.getByTestId('rating-line').textContent(), /^Your exercise rating: 1500 → \d+\? \(\+\d+\)\. Streak: 1 solved$/);
    await page.getByTestId('next-exercise').click();
    await phase(page, 'solving');
    const second = exercises.find((one) => page.url().endsWith(`/exercises/${one.id}`));
    assert.notEqual(second.id, first.id);
    const { state } = await page.evaluate(async (id) => (await fetch(`/api/exercises/${id}`)).json(), second.id);
    const wrong = state.legal.find((move) => move !== second.solution[0]);
    assert.equal(await playExerciseMove(page, wrong), 'wrong');
    assert.match(await page.getByTestId('rating-line').textContent(), /→ \d+\? \(−\d+\)\. Streak over: 1 solved in a row\.$/);
    await page.screenshot({ path: join(config.screenshots, 'exercise-streak-desktop.png') });
    // In French, the list says the new rating and the best streak.
    await page.goto(`${server.url}/exercises`);
    await page.getByTestId('lang-fr').click();
    assert.match(await page.getByTestId('player-rating').textContent(), /^Votre classement d’exercices : \d+ \?$/);
    assert.match(await page.getByTestId('exercises').textContent(), /Meilleure série : 1/);

    await page.goto(`${server.url}/`);
    const daily = page.getByTestId('daily-exercise-link');
    await daily.waitFor();
    assert.match(await page.getByTestId('daily-exercise').textContent(), /^L’exercice du jour/);
    await daily.click();
    await phase(page, 'solving');
  }],

  ['on a phone: Home’s exercise of the day is there and leads to it', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.url}/`);
    const daily = page.getByTestId('daily-exercise-link');
    await daily.scrollIntoViewIfNeeded();
    assert.ok(await inViewport(daily), 'the exercise of the day cannot be brought into view');
    await page.screenshot({ path: join(config.screenshots, 'home-daily-exercise-phone.png') });
    await daily.click();
    await phase(page, 'solving');
    assert.match(await page.getByTestId('goal').textContent(), /^Goal: /);
  }],
];
