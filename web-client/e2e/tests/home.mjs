// Home, the first screen: Play in view on a phone, a game two taps away with the last settings,
// the games in progress listed first with whose move it is, the rules and exercises one tap away;
// the next tournaments announced below all that.
import { join } from 'node:path';
import { config, startServer } from '../harness.mjs';
import { assert, chooseSettings, createComputerGame, DESKTOP, inViewport, noHorizontalScroll, PHONE, playByClicks, statusText, submitCredentials, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['Home on a phone and a desktop: Play in view, two taps to a game, the settings remembered, rules and exercises one tap away', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await (await newContext(options)).newPage();
      await page.goto(`${server.url}/`);
      const play = page.getByTestId('play');
      assert.ok(await inViewport(play), `${size}: the Play button is not in view`);
      assert.equal(await play.textContent(), 'Play');
      assert.equal(await play.getAttribute('aria-expanded'), 'false');
      for (const tile of ['home-rules', 'home-exercises']) assert.ok(await inViewport(page.getByTestId(tile)), `${size}: ${tile} is not in view`);
      assert.ok(await noHorizontalScroll(page), `${size}: home scrolls sideways`);
      // The next tournaments (issue 39) come last: the site's arenas first, each with its countdown and
      // a link; on a phone they push nothing of Home's first screen out of it — what stands above them
      // ends within the 740 px, as the whole page did before them.
      const tournaments = page.getByTestId('home-tournaments');
      await tournaments.waitFor();
      const items = tournaments.locator('.t-item');
      assert.ok(await items.count() >= 1 && await items.count() <= 3, `${size}: ${await items.count()} tournaments announced`);
      assert.match(await items.first().textContent(), /^(Hourly|Daily) .+ arena.*Starts in \d/);
      assert.match(await items.first().locator('a').getAttribute('href'), /^\/t\/[A-Za-z0-9_-]+$/);
      assert.equal(await tournaments.getByTestId('home-all-tournaments').getAttribute('href'), '/tournaments');
      if (size === 'phone') {
        const above = await page.evaluate(() => {
          const section = document.querySelector('[data-testid="home-tournaments"]');
          const home = document.querySelector('[data-testid="home"]');
          let bottom = 0;
          for (const child of home.children) {
            if (child.contains(section)) break;
            bottom = Math.max(bottom, child.getBoundingClientRect().bottom + window.scrollY);
          }
          return bottom;
        });
        assert.ok(above > 0 && above <= 740, `Home's content above the tournaments ends at ${above} px on the phone`);
      }
      await page.screenshot({ path: join(config.screenshots, `home-${size}.png`), fullPage: true });
      // Tap one: Play shows the two opponents, with the first visit's settings said in a line.
      await play.click();
      assert.equal(await play.getAttribute('aria-expanded'), 'true');
      for (const button of ['start-computer', 'start-friend']) assert.ok(await inViewport(page.getByTestId(button)), `${size}: ${button} is not in view`);
      assert.equal(await page.getByTestId('settings-summary').textContent(), 'Petteia 6×6 · No clock · random colour · computer: Beginner');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'start-computer');
      await page.screenshot({ path: join(config.screenshots, `home-play-${size}.png`), fullPage: true });
      // The three games as cards, each with its start drawn small; Petteia's sizes and Le Grec's arrivals as chips on them.
      assert.deepEqual(await page.locator('.game-card').evaluateAll((cards) => cards.map((card) => card.dataset.testid)),
        ['game-card-petteia', 'game-card-grec', 'game-card-petteia-chess']);
      assert.equal(await page.locator('.game-card svg.mini-board').count(), 3);
      assert.match(await page.getByTestId('game-card-petteia').getAttribute('class'), /chosen/);
      // Choosing Petteia chess by its card: chosen, and the start buttons still in view.
      await page.getByTestId('game-card-petteia-chess').click();
      assert.equal(await page.getByTestId('variant-petteia-chess').isChecked(), true);
      assert.match(await page.getByTestId('settings-summary').textContent(), /^Petteia chess \(10×10\)/);
      for (const button of ['start-computer', 'start-friend']) assert.ok(await inViewport(page.getByTestId(button)), `${size}: ${button} is out of view after choosing a game`);
      // A clock far down the choices: the start buttons are still in view.
      await page.getByTestId('time-15+10').check();
      for (const button of ['start-computer', 'start-friend']) assert.ok(await inViewport(page.getByTestId(button)), `${size}: ${button} is out of view after choosing a clock`);
      await page.getByTestId('level-expert').check();
      for (const button of ['start-computer', 'start-friend']) assert.ok(await inViewport(page.getByTestId(button)), `${size}: ${button} is out of view after choosing a level`);
      await page.screenshot({ path: join(config.screenshots, `home-cards-${size}.png`) });
      await page.getByTestId('game-card-petteia').click();
      await page.getByTestId('time-none').check();
      await page.getByTestId('level-beginner').check();
      const presets = await page.locator('input[name="time"]').evaluateAll((inputs) => inputs.map((input) => input.value));
      assert.deepEqual(presets, ['none', '3+2', '5+0', '10+0', '15+10', 'custom', 'days']);
      await page.screenshot({ path: join(config.screenshots, `home-settings-${size}.png`), fullPage: true });
    }

    // Settings chosen once are there the next time: Play, then one tap starts the same kind of game.
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await chooseSettings(page, server.url, { variant: 'petteia-8x8', time: '5+0', color: 'second', level: 'intermediate' });
    await page.getByTestId('start-computer').click();
    await page.waitForURL(/\/g\//);
    // The game page's heading says the game and its clock (issue 40: the h1 holds what the meta line said).
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Petteia 8×8 · Time control 5+0');
    await page.goto(`${server.url}/`);
    await page.getByTestId('play').click();
    assert.equal(await page.getByTestId('settings-summary').textContent(), 'Petteia 8×8 · 5+0 · you move second · computer: Intermediate');
    assert.match(await page.getByTestId('start-computer').getAttribute('class'), /btn-primary/); // the last choice stands out
    await page.getByTestId('start-computer').click();
    await page.waitForURL(/\/g\//);
    await waitForMoves(page, 1); // the computer has Light and moves first: the settings were used
    // The game page's heading says the game and its clock (issue 40: the h1 holds what the meta line said).
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Petteia 8×8 · Time control 5+0');

    // One tap to the rules and to the exercises.
    await page.goto(`${server.url}/`);
    await page.getByTestId('home-rules').click();
    await page.getByTestId('rules').waitFor();
    await page.goto(`${server.url}/`);
    await page.getByTestId('home-exercises').click();
    await page.waitForURL(/\/exercises$/);
  }],

  ['Home lists the browser’s games in progress first, with whose move it is', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url, {}, PHONE);
    const id = new URL(link).pathname.split('/')[2];
    await playByClicks(creator, PETTEIA_WIN[0]);
    await waitForMoves(friend, 1);
    await waitForStatus(friend, /^Your move$/);
    await friend.goto(`${server.url}/`);
    const entry = friend.getByTestId(`in-progress-${id}`);
    assert.ok(await inViewport(entry), 'the game in progress is not in view on the phone');
    assert.equal(await entry.getAttribute('data-turn'), 'your-move');
    assert.match(await entry.textContent(), /^Your move.*Petteia 6×6, against a friend/);
    // Listed above Play.
    const above = await friend.evaluate(() => {
      const list = document.querySelector('.in-progress');
      const play = document.querySelector('[data-testid="play"]');
      return Boolean(list && play && list.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    assert.ok(above, 'the games in progress are not listed before Play');
    await friend.screenshot({ path: join(config.screenshots, 'home-in-progress-phone.png'), fullPage: true });
    await entry.click();
    await waitForMoves(friend, 1);
    await playByClicks(friend, PETTEIA_WIN[1]);
    await friend.goto(`${server.url}/`);
    assert.equal(await friend.getByTestId(`in-progress-${id}`).getAttribute('data-turn'), 'their-move');
    assert.match(await friend.getByTestId(`in-progress-${id}`).textContent(), /^Your opponent’s move/);
    // A finished game leaves the list.
    await friend.goto(link);
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await waitForStatus(friend, /^You lost/);
    await friend.goto(`${server.url}/`);
    await friend.getByTestId('play').waitFor();
    assert.equal(await friend.getByTestId(`in-progress-${id}`).count(), 0);
    assert.match(await statusText(creator), /^You won/);
  }],
  ['signed in, Home also names the account’s games in progress on other devices', async ({ newContext }) => {
    // A server of its own: sign-ups and sign-ins are limited per address, and the suite's other tests use them up.
    const server = await startServer();
    try {
      await accountGamesOnHome(server, newContext);
    } finally {
      await server.stop();
    }
  }],
];

async function accountGamesOnHome(server, newContext) {
  const username = `home${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = 'home e2e password';
  const laptop = await (await newContext(DESKTOP)).newPage();
  await laptop.goto(`${server.url}/signup`);
  await submitCredentials(laptop, 'signup', username, password);
  await laptop.getByTestId('account-name').waitFor();
  const link = await createComputerGame(laptop, server.url, { variant: 'grec', color: 'first', level: 'beginner' });
  const id = new URL(link).pathname.split('/')[2];
  await waitForStatus(laptop, /^Your move$/);

  // The phone is signed in to the same account: the laptop's game is named, whose move it is, but not
  // offered as a link (only the laptop holds that seat).
  // The session cookie is carried over, as if the phone had signed in.
  const phoneContext = await newContext(PHONE);
  await phoneContext.addCookies(await laptop.context().cookies());
  const phone = await phoneContext.newPage();
  await phone.goto(`${server.url}/account`);
  await phone.getByTestId('account-name').waitFor();
  await phone.goto(`${server.url}/`);
  const entry = phone.getByTestId(`in-progress-${id}`);
  await entry.waitFor();
  assert.equal(await entry.getAttribute('data-turn'), 'your-move');
  assert.match(await entry.textContent(), /^Your move.*Le Grec, against the computer \(Beginner\) · on another device$/);
  assert.equal(await entry.evaluate((el) => el.tagName), 'DIV');
  assert.ok(await inViewport(phone.getByTestId('play')), 'Play is pushed out of view by the list');
  await phone.screenshot({ path: join(config.screenshots, 'home-account-games-phone.png'), fullPage: true });
  // On the laptop itself the game is a link, as usual.
  await laptop.goto(`${server.url}/`);
  assert.equal(await laptop.getByTestId(`in-progress-${id}`).getAttribute('href'), `/g/${id}`);
}
