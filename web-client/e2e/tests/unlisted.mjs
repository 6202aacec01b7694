// "Not listed" means not advertised anywhere (issue 37). Two signed-up strangers are quick-paired in the
// lobby — an English desktop and a French 360×740 phone —; the phone's player says the game is not to
// be listed. A third visitor then finds it neither on /watch nor on either player's profile (/@/…:
// no game in play, no link to it, no id in the page), while the game's own page still opens from its
// link. Before the fix both profiles said "In play against …" with the link.
import { assert, DESKTOP, PHONE, signUpFromHome } from '../helpers.mjs';

const PASSWORD = 'not on any list';

/** Waits until GET /api/live does (or does not) list the game (read from the store: up to 2 s old). */
async function waitForLive(page, baseUrl, game, listed) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await (await page.request.get(`${baseUrl}/api/live`)).json();
    if (answer.games.some((entry) => entry.game === game) === listed) return;
    await page.waitForTimeout(250);
  }
  assert.fail(`GET /api/live ${listed ? 'does not list' : 'still lists'} the game ${game}`);
}

/** The profile page of `name`, loaded; returns whether it shows the game (a row, a link or the id anywhere). */
async function profileShows(page, baseUrl, name, game) {
  await page.goto(`${baseUrl}/@/${encodeURIComponent(name)}`);
  await page.getByTestId('profile-recent').waitFor();
  const rows = await page.locator(`[data-testid="recent-game"][data-game="${game}"]`).count();
  const links = await page.locator(`a[href="/g/${game}"]`).count();
  const html = await page.content();
  return rows > 0 || links > 0 || html.includes(game);
}

export default [
  ['unlisted: a game a player says not to list is on no live list and no profile (/@/), yet its link still opens it', async ({ server, newContext }) => {
    const stamp = String(Date.now() % 1_000_000);
    const names = [`HiddenA${stamp}`, `HiddenB${stamp}`];
    const desktop = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await signUpFromHome(desktop, server.url, names[0], PASSWORD);
    await signUpFromHome(phone, server.url, names[1], PASSWORD);
    for (const page of [desktop, phone]) {
      await page.goto(`${server.url}/lobby`);
      await page.getByTestId('quick-form').waitFor();
      await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="lobby-players"]')?.textContent ?? ''));
      await page.getByTestId('quick-game').selectOption('petteia-6x6');
      await page.getByTestId('quick-time-5+3').check();
      await page.getByTestId('quick-play').click();
      if (page === desktop) await page.getByTestId('seeking').waitFor();
    }
    for (const page of [desktop, phone]) {
      await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
      await page.getByTestId('status').waitFor();
    }
    const game = new URL(desktop.url()).pathname.slice('/g/'.length);
    assert.equal(new URL(phone.url()).pathname, `/g/${game}`, 'the two players are not in the same game');

    // The control: listed, the game is on the live list and on both profiles, "In play".
    const visitor = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    await waitForLive(visitor, server.url, game, true);
    for (const name of names) assert.ok(await profileShows(visitor, server.url, name, game), `the listed game is not on ${name}'s profile`);
    assert.equal(await visitor.locator(`[data-game="${game}"] [data-testid="recent-outcome"]`).textContent(), 'In play');

    // The phone's player says no.
    await phone.waitForFunction(() => document.querySelector('[data-testid="listing-state"]')?.textContent === 'Montrée en ce moment.');
    const toggle = phone.getByTestId('listing-switch');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await phone.waitForFunction(() => document.querySelector('[data-testid="listing-state"]')?.textContent === 'Pas montrée en ce moment.');
    await desktop.waitForFunction(() => document.querySelector('[data-testid="listing-state"]')?.textContent === 'Not listed now.');

    // Advertised nowhere: not on /api/live nor /watch, not on either profile.
    await waitForLive(visitor, server.url, game, false);
    await visitor.goto(`${server.url}/watch`);
    await visitor.getByTestId('live-status').waitFor({ state: 'attached' });
    await visitor.waitForTimeout(3_500); // the page has asked the server at least once more
    assert.equal(await visitor.locator(`[data-testid="live-game"][data-game="${game}"]`).count(), 0, '/watch shows the unlisted game');
    for (const name of names) {
      assert.equal(await profileShows(visitor, server.url, name, game), false, `${name}'s profile still shows the unlisted game`);
      const recent = ((await visitor.getByTestId('profile-recent').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.doesNotMatch(recent, /In play/, `${name}'s profile says a game is in play`);
    }
    // The API the page reads says nothing of it either.
    for (const name of names) {
      const body = await (await visitor.request.get(`${server.url}/api/players/${encodeURIComponent(name)}`)).text();
      assert.ok(!body.includes(game), `GET /api/players/${name} names the game: ${body}`);
    }

    // Whoever has the link still watches, with both names.
    await visitor.goto(`${server.url}/g/${game}`);
    await visitor.getByTestId('status').waitFor();
    await visitor.getByTestId('player-top').getByTestId('player-id').waitFor();
    const bars = `${await visitor.getByTestId('player-top').textContent()} ${await visitor.getByTestId('player-bottom').textContent()}`;
    for (const name of names) assert.ok(bars.includes(name), `the game's page does not name ${name}: ${bars}`);
  }],
];
