// Exercises of Petteia chess and Le Grec through the same pages as Petteia's: the list shows them,
// each opens on its own board, a wrong move is answered and explained, and the solution solves it.
import { repoDir } from '../harness.mjs';
import { assert, exercisePhase, exerciseSet, square, statusText } from '../helpers.mjs';

/** The squares a move text names, as the board names them: "Ee0xe5" → e0, e5; "C2-B3" → C2, B3. */
const squaresOf = (move) => move.match(/[A-Ja-j]\d/g);

/** Plays one move by clicking its two squares (a Sacrifice: the King, then the neighbour it gives up). */
async function play(page, move) {
  const [from, to] = squaresOf(move);
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  await square(page, to).click();
  // The Sacrifice is asked before it is played, as in games (issue 40).
  if (move.includes('*')) await page.getByTestId('special-yes').click();
  await page.waitForFunction(() => ['solving', 'solved', 'wrong'].includes(document.querySelector('[data-testid="status"]')?.getAttribute('data-phase')));
  return exercisePhase(page);
}

/** A legal first move that is not the solution's, from another square when there is one (a
 * Sacrifice exercise may have only the King's moves). */
async function wrongMove(page, exercise) {
  const { state } = await page.evaluate(async (id) => (await fetch(`/api/exercises/${id}`)).json(), exercise.id);
  const [from] = squaresOf(exercise.solution[0]);
  const wrong = state.legal.find((move) => squaresOf(move)[0] !== from) ?? state.legal.find((move) => move !== exercise.solution[0]);
  assert.ok(wrong, `${exercise.id}: a single legal move`);
  return wrong;
}

async function solveWithAWrongMoveFirst(page, server, exercise) {
  await page.goto(`${server.url}/exercises/${exercise.id}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
  assert.equal(await page.getByTestId('goal').textContent(), `Goal: ${exercise.goal.en}`);
  const wrong = await wrongMove(page, exercise);
  assert.equal(await play(page, wrong), 'wrong', `${exercise.id}: ${wrong} is not answered as wrong`);
  const explanation = await page.getByTestId('explanation').textContent();
  assert.match(explanation, /^You played /);
  assert.match(explanation, /would answer|escapes|does not win at once/, `${exercise.id}: no answer in "${explanation}"`);
  await page.getByTestId('try-again').click();
  assert.equal(await exercisePhase(page), 'solving');
  for (let i = 0; i < exercise.solution.length; i += 2) {
    const phase = await play(page, exercise.solution[i]);
    assert.equal(phase, exercise.solution[i + 1] ? 'solving' : 'solved', `${exercise.id}: after ${exercise.solution[i]}`);
  }
  assert.match(await statusText(page), /^Solved!/);
}

export default [
  ['a Petteia chess exercise and a Le Grec exercise: listed, a wrong move answered, then solved', async ({ server, newContext }) => {
    const exercises = await exerciseSet(repoDir);
    const chess = exercises.find((one) => one.variant === 'petteia-chess' && one.family === 'capture');
    const sacrifice = exercises.find((one) => one.variant === 'petteia-chess' && one.family === 'defence');
    const grec = exercises.find((one) => one.variant === 'grec' && one.family === 'finish');
    assert.ok(chess && grec, 'db/data/exercises.json has no Petteia chess material or Le Grec win exercise');

    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/exercises`);
    await page.getByTestId(`exercise-${chess.id}`).waitFor();
    assert.match(await page.getByTestId('exercises').textContent(), /never who played them/);
    // The game filter offers each game, named from the catalogue.
    assert.equal(await page.getByTestId('game-petteia-chess').count(), 1);
    assert.equal(await page.getByTestId('game-grec').count(), 1);

    await solveWithAWrongMoveFirst(page, server, chess);
    if (sacrifice) await solveWithAWrongMoveFirst(page, server, sacrifice);
    await solveWithAWrongMoveFirst(page, server, grec);
  }],
];
