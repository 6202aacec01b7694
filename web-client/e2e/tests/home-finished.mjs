// Home's games in progress never show a finished game as "Your move" (issue 37): a game lost on time
// while the player was away moves to "Finished" when Home is shown again, without opening it. Once
// anonymous (the browser's seat secrets: GET /api/games?ids=…) and once signed in (and the account's
// list), each on a 360×740 phone.
import {
  assert, PHONE, createComputerGame, inViewport, playAnyMove, seededRandom, signUpFromHome, waitForMoves, waitForStatus,
} from '../helpers.mjs';

async function loseOnTimeWhileAway(page, baseUrl) {
  // 0.1 min = 6 s, the player moving first. Against the computer a player's clock starts at their
  // first move (issue 40): one move, the computer's answer, and the player's clock runs.
  const link = await createComputerGame(page, baseUrl, { variant: 'petteia-6x6', level: 'beginner', color: 'first', time: 'custom', minutes: 0.1, increment: 0 });
  const game = new URL(link).pathname.split('/')[2];
  await waitForStatus(page, /^Your move$/);
  await playAnyMove(page, seededRandom(40));
  await waitForMoves(page, 2);
  await waitForStatus(page, /^Your move$/); // the game page has seen the game (and noted it for Home)
  // Away at once: Home lists the game as the player's move (as the game page last saw it).
  await page.goto(`${baseUrl}/`);
  const card = page.getByTestId(`in-progress-${game}`);
  await card.waitFor();
  assert.equal(await card.getAttribute('data-turn'), 'your-move');
  // The flag falls on the server meanwhile (6 s), nobody watching.
  await page.waitForTimeout(7_000);
  return game;
}

async function shownFinished(page, baseUrl, game) {
  await page.goto(`${baseUrl}/`);
  const finished = page.getByTestId(`finished-${game}`);
  await finished.waitFor({ timeout: 10_000 });
  assert.equal(await page.getByTestId(`in-progress-${game}`).count(), 0, 'no longer in progress');
  assert.equal(await finished.getAttribute('data-outcome'), 'lost');
  assert.match(await finished.textContent(), /^You lost · time ran out/);
  assert.equal(await page.locator('#finished-title').textContent(), 'Finished');
  // In one step in the page: signed in, Home draws the list again when the account's games arrive,
  // and a scroll that waits for the element to be still could find it replaced (CI of 2026-12-07).
  await finished.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  assert.ok(await inViewport(finished), 'the finished game can be read on the phone');
  // Shown again (a reload): still finished, from what the browser now keeps.
  await page.reload();
  await page.getByTestId(`finished-${game}`).waitFor();
  assert.equal(await page.getByTestId(`in-progress-${game}`).count(), 0);
}

export default [
  ['home finished: anonymous, a game lost on time while away moves from "Your move" to Finished when Home is shown', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    const game = await loseOnTimeWhileAway(page, server.url);
    await shownFinished(page, server.url, game);
    // The server says only public facts, for up to 20 games, and refuses junk.
    const answer = await (await fetch(`${server.url}/api/games?ids=${game},AAAAAAAAAAAAAAAA`)).json();
    assert.deepEqual(answer.games[0], { game, found: true, over: true, to_move: 'light', result: { state: 'win', winner: 'dark', reason: 'time' } });
    assert.deepEqual(answer.games[1], { game: 'AAAAAAAAAAAAAAAA', found: false });
    assert.equal((await fetch(`${server.url}/api/games?ids=../x`)).status, 400);
    const many = Array.from({ length: 21 }, (_, i) => `game${String(i).padStart(8, '0')}`).join(',');
    assert.equal((await fetch(`${server.url}/api/games?ids=${many}`)).status, 400);
  }],

  ['home finished: signed in, a game lost on time while away moves from "Your move" to Finished when Home is shown', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await signUpFromHome(page, server.url, `Hector${Date.now() % 100000}`, 'a long enough password 37');
    const game = await loseOnTimeWhileAway(page, server.url);
    await shownFinished(page, server.url, game);
  }],
];
