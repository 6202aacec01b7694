// Solving exercises, anonymously then with an account.
import { join } from 'node:path';
import { config, repoDir } from '../harness.mjs';
import { assert, boardPieces, exercisePhase, exerciseSet, noHorizontalScroll, openMenu, pieceOn, playExerciseMove, square, statusText, submitCredentials } from '../helpers.mjs';

export default [
  ['an exercise solved anonymously, a wrong move explained and retried, the progress merged into a new account and seen on another device', async ({ server, newContext }) => {
    // A capture exercise from the set the server loads, played through the page from its solution.
    const exercises = await exerciseSet(repoDir);
    const exercise = exercises.filter((one) => one.family === 'capture').sort((a, b) => a.solution.length - b.solution.length)[0];
    assert.ok(exercise, 'no capture exercise in db/data/exercises.json');
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const password = 'petteia e2e password';

    const anonymous = await (await newContext()).newPage();
    // A signed-out visitor's page makes no request the browser reports as an error (no 401 from /api/account).
    const consoleErrors = [];
    anonymous.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await anonymous.goto(`${server.url}/`);
    await anonymous.getByTestId('home-exercises').click();
    await anonymous.getByTestId(`exercise-${exercise.id}`).waitFor();
    assert.equal(await anonymous.getByTestId(`exercise-${exercise.id}`).getAttribute('data-solved'), 'false');
    // Focus goes to the new page's heading (screen readers start there).
    assert.equal(await anonymous.evaluate(() => document.activeElement?.tagName), 'H1');
    assert.deepEqual(consoleErrors, []);
    assert.equal(await anonymous.getByTestId('signin-hint').count(), 1);
    // Told apart: numbered within their family, the move count not repeated after a goal that says it.
    assert.match(await anonymous.locator('.exercise-link').first().textContent(), /^Capture 1\. /);
    const oneMoveWin = exercises.find((one) => one.goal.en === 'Win in one move.');
    if (oneMoveWin) assert.doesNotMatch(await anonymous.getByTestId(`exercise-${oneMoveWin.id}`).textContent(), /in 1 move/);
    // "Solve an exercise at your level": a newcomer's 1500, the nearest exercise by rating (issue 40).
    const { exercises: listedItems } = await anonymous.evaluate(async () => (await fetch('/api/exercises')).json());
    const nearest = Math.min(...listedItems.map((one) => Math.abs(one.rating - 1500)));
    const offered = (await anonymous.getByTestId('continue').getAttribute('href')).replace('/exercises/', '');
    assert.equal(Math.abs(listedItems.find((one) => one.id === offered).rating - 1500), nearest);
    // The game filter names games (not board sizes), from the keyboard (radio buttons), kept over a reload.
    assert.equal(await anonymous.locator('label', { has: anonymous.getByTestId('game-grec') }).textContent(), 'Le Grec');
    assert.match(await anonymous.getByTestId('game-filter').textContent(), /Petteia chess/);
    await anonymous.getByTestId('game-all').focus();
    await anonymous.keyboard.press('ArrowRight');
    assert.equal(await anonymous.getByTestId('game-petteia-6x6').isChecked(), true);
    await anonymous.getByTestId('game-petteia-8x8').check();
    const only8 = async () => (await anonymous.locator('.exercise-link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .every((href) => href.startsWith('/exercises/p8-'));
    assert.ok(await only8(), 'the Petteia 8×8 filter shows other games');
    await anonymous.reload();
    await anonymous.locator('.exercise-link').first().waitFor();
    assert.equal(await anonymous.getByTestId('game-petteia-8x8').isChecked(), true);
    assert.ok(await only8(), 'the filter is not kept over a reload');
    await anonymous.getByTestId('game-all').check();
    await anonymous.getByTestId(`exercise-${exercise.id}`).waitFor();
    await anonymous.getByTestId(`exercise-${exercise.id}`).click();
    await anonymous.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
    assert.equal(await anonymous.getByTestId('goal').textContent(), `Goal: ${exercise.goal.en}`);

    // A legal move that is not the solution: explained; "Try again" puts the position back.
    const start = await boardPieces(anonymous);
    const { state } = await anonymous.evaluate(async (id) => (await fetch(`/api/exercises/${id}`)).json(), exercise.id);
    const solutionFrom = exercise.solution[0].split('-')[0];
    const wrong = state.legal.find((move) => !move.startsWith(`${solutionFrom}-`)) ?? state.legal.find((move) => move !== exercise.solution[0]);
    assert.ok(wrong, 'the start position has a single legal move');
    assert.equal(await playExerciseMove(anonymous, wrong), 'wrong');
    const explanation = await anonymous.getByTestId('explanation').textContent();
    const shownWrong = wrong.replace('-', ' → ');
    assert.match(explanation, new RegExp(`^You played ${shownWrong}: it takes (no piece|\\d+ pieces?); the goal is to take \\d+\\.`));
    assert.notDeepEqual(await boardPieces(anonymous), start, 'the wrong move is not shown');
    // The player's own move is marked too (apart from the reply), and named in the square's label.
    const triedSquares = await anonymous.locator('[data-square].is-tried').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
    if (/would answer/.test(explanation)) {
      assert.deepEqual(triedSquares.sort(), wrong.split('-').sort());
      assert.match(await square(anonymous, wrong.split('-')[1]).getAttribute('aria-label'), /your move/);
    }
    // One move to find: "Restart" would be "Try again", so only "Try again" is offered.
    if (exercise.solution.length === 1) assert.equal(await anonymous.getByTestId('restart').count(), 0);
    // The explanation follows the language switch, the keyboard stays on the switch, sides in the plural.
    await anonymous.getByTestId('lang-fr').click();
    assert.equal(await anonymous.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'lang-fr');
    const french = await anonymous.getByTestId('explanation').textContent();
    assert.match(french, new RegExp(`^Vous avez joué ${shownWrong} : ce coup (ne prend aucune pièce|prend \\d+ pièces?) ; l’objectif est d’en prendre \\d+\\.`));
    if (/répondrai/.test(french)) assert.match(french, /Les (clairs|foncés) répondraient /);
    await anonymous.getByTestId('lang-en').click();
    assert.equal(await anonymous.getByTestId('explanation').textContent(), explanation);
    await anonymous.screenshot({ path: join(config.screenshots, 'exercise-wrong.png'), fullPage: true });
    await anonymous.getByTestId('try-again').click();
    assert.deepEqual(await boardPieces(anonymous), start);
    assert.equal(await exercisePhase(anonymous), 'solving');
    // "Show my threatened pieces": the ⚠ marks, or, with nothing threatened, a sentence saying so.
    await anonymous.getByTestId('show-threats').check();
    const threatened = state.threatened[state.to_move] ?? [];
    if (threatened.length) assert.equal(await anonymous.locator('[data-square].is-threatened').count(), threatened.length);
    else assert.equal(await anonymous.getByTestId('threat-note').textContent(), 'None of your pieces is threatened.');
    await anonymous.getByTestId('show-threats').uncheck();
    assert.equal(await anonymous.getByTestId('threat-note').textContent(), '');

    // The solution, the defence's replies drawn and announced in between.
    for (let i = 0; i < exercise.solution.length; i += 2) {
      const phase = await playExerciseMove(anonymous, exercise.solution[i]);
      const reply = exercise.solution[i + 1];
      if (reply) {
        assert.equal(phase, 'solving');
        assert.ok((await statusText(anonymous)).includes(reply.replace('-', ' → ')), `the reply ${reply} is not announced`);
        assert.notEqual(await pieceOn(anonymous, reply.split('-')[1]), null);
      } else assert.equal(phase, 'solved');
    }
    assert.match(await statusText(anonymous), /^Solved!/);
    // The keyboard is taken to "Next exercise" once it exists.
    await anonymous.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'next-exercise');
    await anonymous.screenshot({ path: join(config.screenshots, 'exercise-solved.png'), fullPage: true });
    await anonymous.getByTestId('back-to-list').click();
    const listed = anonymous.getByTestId(`exercise-${exercise.id}`);
    await listed.waitFor();
    assert.equal(await listed.getAttribute('data-solved'), 'true');
    assert.match(await listed.textContent(), /✓.*, solved$/);
    assert.ok(await noHorizontalScroll(anonymous), 'the exercises list scrolls sideways');

    // Signing up merges this browser's progress into the new account.
    await openMenu(anonymous);
    await anonymous.getByTestId('nav-signin').click();
    await anonymous.getByTestId('to-signup').click();
    await submitCredentials(anonymous, 'signup', 'x!', 'short');
    assert.match(await anonymous.getByTestId('username-error').textContent(), /Only letters \(Latin, Greek or Cyrillic, with or without accents\)/);
    assert.match(await anonymous.getByTestId('password-error').textContent(), /at least 8/);
    await submitCredentials(anonymous, 'signup', username, password);
    await anonymous.getByTestId('account-name').waitFor();
    assert.equal(await anonymous.getByTestId('account-solved').textContent(), '1 exercise solved.');
    assert.equal(await anonymous.getByTestId('nav-account').count(), 1);

    // Another device: the account's progress is the list's truth.
    const other = await (await newContext()).newPage();
    await other.goto(`${server.url}/signin`);
    await submitCredentials(other, 'signin', username.toUpperCase(), password); // names are unique whatever their case
    await other.getByTestId('account-name').waitFor();
    await openMenu(other);
    await other.getByRole('link', { name: 'Exercises', exact: true }).click();
    await other.getByTestId(`exercise-${exercise.id}`).waitFor();
    // Loaded directly while signed in: no "Sign in to keep your progress".
    await other.reload();
    await other.getByTestId(`exercise-${exercise.id}`).waitFor();
    assert.equal(await other.getByTestId('signin-hint').count(), 0);
    assert.equal(await other.getByTestId('nav-account').count(), 1);
    assert.equal(await other.getByTestId(`exercise-${exercise.id}`).getAttribute('data-solved'), 'true');
    const unsolved = exercises.find((one) => one.id !== exercise.id);
    if (unsolved) assert.equal(await other.getByTestId(`exercise-${unsolved.id}`).getAttribute('data-solved'), 'false');

    // Signed in, a longer exercise: the defence answers, a reload in the middle replays the moves
    // found so far, and the solution is stored in the account.
    const longer = exercises.filter((one) => one.solution.length >= 3).sort((a, b) => a.solution.length - b.solution.length)[0];
    if (longer) {
      await other.getByTestId(`exercise-${longer.id}`).click();
      const solving = () => other.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
      await solving();
      for (let i = 0; i < longer.solution.length; i += 2) {
        const phase = await playExerciseMove(other, longer.solution[i]);
        const reply = longer.solution[i + 1];
        if (!reply) {
          assert.equal(phase, 'solved');
          break;
        }
        assert.equal(phase, 'solving');
        assert.match(await statusText(other), new RegExp(`^Right! (Light|Dark) answers ${reply.replace('-', ' → ')}`));
        if (i === 0) {
          const position = await boardPieces(other);
          await other.reload();
          await solving();
          assert.deepEqual(await boardPieces(other), position, 'the reload did not replay the moves found');
        }
      }
      // A finish says why it is won, from the final position.
      const why = longer.family === 'finish' ? '(Light|Dark) has (only one piece left|no piece left|no legal move): you win\\. ' : '';
      assert.match(await statusText(other), new RegExp(`^Solved! ${why}Well played\\. It is saved in your account\\.$`));
      await other.getByTestId('back-to-list').click();
      await other.getByTestId(`exercise-${longer.id}`).waitFor();
      assert.equal(await other.getByTestId(`exercise-${longer.id}`).getAttribute('data-solved'), 'true');
    }
  }],
];
