// Tournaments (issue 39) between two signed-up players: Ariadne on a desktop in English creates an
// arena from /tournaments (a field refused first, in words), joins it on its page; Theseus on a
// 360×740 phone in French opens its link, the Join button and the standings' first rows in view, and
// joins. Ariadne, its organiser, starts it: both are paired and the game page opens for both by
// itself (the notice said), with the link back to the tournament. Theseus berserks before his first
// move (his clock halved, the ⚔ mark beside it on both pages, the button gone for him only); Ariadne
// resigns; a visitor following the tournament's page sees the standings change (Theseus 2, "w2"), and
// both players are paired again at once; Ariadne resigns again, and Theseus's two wins in a row put
// the streak's flame beside his name. Then an unknown tournament's page says so.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, DESKTOP, inViewport, PHONE, signUpFromHome } from '../helpers.mjs';

/** The game's id in a page's address, once the page is on a game. */
async function gameOf(page) {
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/')[2];
}

/** A clock's text in ms, "2:58" or "1:29.5"-like. */
function clockMs(text) {
  const match = /(\d+):(\d\d)(?:\.(\d))?/.exec(text);
  assert.ok(match, `no clock in "${text}"`);
  return (Number(match[1]) * 60 + Number(match[2])) * 1000 + Number(match[3] ?? 0) * 100;
}

/** The bar of this page's own side (the board is not turned): bottom. */
async function ownClock(page) {
  return clockMs(await page.getByTestId('clock-bottom').textContent());
}

export default [
  ['tournaments: an arena created, joined on a phone in French and a desktop, started by its organiser, both games opened, a berserk, the standings live', async ({ server, newContext }) => {
    const ariadne = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    const theseus = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    const visitor = await (await newContext(DESKTOP)).newPage();
    await signUpFromHome(ariadne, server.url, 'Ariadne39', 'labyrinth-thread-39');
    await signUpFromHome(theseus, server.url, 'Theseus39', 'minotaur-slayer-39');

    // The header's link to the tournaments, on every page.
    await ariadne.goto(`${server.url}/rules`);
    await ariadne.getByTestId('nav-tournaments').click();
    await ariadne.getByTestId('tournaments').waitFor();
    assert.equal(await ariadne.locator('h1').textContent(), 'Tournaments');
    await ariadne.getByTestId('t-list').waitFor(); // the site's own arenas
    await ariadne.getByTestId('t-create-toggle').click();
    // A name too short is said beside its field, and nothing is sent.
    await ariadne.getByTestId('t-name').fill('x');
    await ariadne.getByTestId('t-create').click();
    assert.equal(await ariadne.getByTestId('t-error-name').textContent(), 'A name has 2 to 40 characters.');
    assert.equal(await ariadne.getByTestId('t-name').getAttribute('aria-invalid'), 'true');
    assert.equal(await ariadne.evaluate(() => document.activeElement?.getAttribute('data-testid')), 't-name');
    await ariadne.getByTestId('t-name').fill('Labyrinth arena');
    await ariadne.getByTestId('t-game').selectOption('petteia-6x6');
    await ariadne.getByTestId('t-minutes').fill('3');
    await ariadne.getByTestId('t-increment').fill('2');
    await ariadne.getByTestId('t-duration').selectOption('20');
    await ariadne.getByTestId('t-startsIn').fill('0');
    await ariadne.getByTestId('t-maxPlayers').fill('10');
    await ariadne.getByTestId('t-create').click();
    await ariadne.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const link = ariadne.url();
    const id = new URL(link).pathname.split('/')[2];
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="t-heading"]')?.textContent === 'Labyrinth arena');
    assert.equal(await ariadne.getByTestId('t-meta').textContent(), 'Arena · Petteia 6×6 · 3+2 · RatedOrganised by Ariadne39 · 0 / 10 players');
    assert.match(await ariadne.getByTestId('t-phase').textContent(), /^(Starts in (0:\d\d|1:00)|Starting…)$/);
    await ariadne.getByTestId('t-join').click();
    await ariadne.waitForFunction(() => /^You are in\./.test(document.querySelector('[data-testid="t-notice"]')?.textContent ?? ''));
    await ariadne.getByTestId('t-start').waitFor();

    // Theseus, on a phone in French, from the link: Join and the standings' first rows in view.
    await theseus.goto(link);
    const joinButton = theseus.getByTestId('t-join');
    await joinButton.waitFor();
    assert.equal(await joinButton.textContent(), 'Rejoindre');
    assert.ok(await inViewport(joinButton), 'Join is not in view on the phone');
    await theseus.waitForFunction(() => document.querySelectorAll('[data-testid="t-standings"] tbody tr').length >= 1);
    assert.ok(await inViewport(theseus.locator('[data-testid="t-standings"] tbody tr').first()), 'the standings\' first row is not in view on the phone');
    assert.equal(await theseus.getByTestId('t-start').count(), 0, 'Start offered to another than the organiser');
    await joinButton.click();
    await theseus.waitForFunction(() => document.querySelectorAll('[data-testid="t-standings"] tbody tr').length === 2);
    for (const row of await theseus.locator('[data-testid="t-standings"] tbody tr').all()) assert.ok(await inViewport(row), 'a standings row is out of view on the phone');
    assert.equal(await theseus.getByTestId('t-you-row').getAttribute('data-name'), 'Theseus39');
    assert.ok(await inViewport(theseus.getByTestId('t-pause')), 'Pause is not in view on the phone');
    await theseus.screenshot({ path: join(config.screenshots, 'tournament-joined-phone-fr.png') });
    await theseus.getByTestId('t-pause').waitFor();

    // A visitor follows the page (not signed in: "sign in to join").
    await visitor.goto(link);
    await visitor.getByTestId('t-sign-in').waitFor();
    await visitor.waitForFunction(() => document.querySelectorAll('[data-testid="t-standings"] tbody tr').length === 2);

    // The organiser starts it: both are paired and their game opens by itself.
    await ariadne.getByTestId('t-start').click();
    const [gameA, gameT] = await Promise.all([gameOf(ariadne), gameOf(theseus)]);
    assert.equal(gameA, gameT, 'the two players were not sent to the same game');
    for (const page of [ariadne, theseus]) {
      await page.waitForSelector('[data-testid="player-bottom"][data-side]');
      const back = page.getByTestId('back-to-tournament');
      await back.waitFor();
      assert.equal(await back.getAttribute('href'), `/t/${id}`);
    }
    assert.equal(await ariadne.getByTestId('back-to-tournament').textContent(), 'Back to the tournament');
    assert.equal(await theseus.getByTestId('back-to-tournament').textContent(), 'Retour au tournoi');
    const sideT = await theseus.getByTestId('player-bottom').getAttribute('data-side');
    const sideA = await ariadne.getByTestId('player-bottom').getAttribute('data-side');
    assert.notEqual(sideA, sideT);
    // The visitor's page lists the game in play, a link to watch it.
    await visitor.getByTestId(`t-game-${gameA}`).waitFor();

    // Theseus berserks before his first move: his clock is halved, the mark beside it on both pages.
    const berserk = theseus.getByTestId('berserk');
    await berserk.waitFor();
    assert.ok(await inViewport(berserk), 'Berserk is not in view on the phone');
    assert.match(await berserk.textContent(), /Berserk/);
    await theseus.screenshot({ path: join(config.screenshots, 'tournament-game-phone-fr.png') });
    await berserk.click();
    await theseus.waitForSelector('[data-testid="player-bottom"] [data-testid="berserk-mark"]:not([hidden])');
    assert.ok(await ownClock(theseus) <= 90_000, `Theseus's clock after berserk: ${await ownClock(theseus)} ms`);
    assert.equal(await theseus.getByTestId('berserk').isHidden(), true, 'Berserk still offered after berserking');
    await ariadne.waitForSelector('[data-testid="player-top"] [data-testid="berserk-mark"]:not([hidden])');
    assert.equal(await ariadne.locator('[data-testid="player-bottom"] [data-testid="berserk-mark"]').isHidden(), true);
    assert.equal(await ariadne.getByTestId('berserk').isVisible(), true, 'Ariadne may still berserk');
    // A tournament's game offers no abort.
    assert.equal(await ariadne.getByTestId('ask-abort').count(), 0);

    // Ariadne resigns: the visitor sees the standings change; both players are paired again at once.
    await ariadne.getByTestId('ask-resign').click();
    await ariadne.getByTestId('resign').click();
    await visitor.waitForFunction(() => document.querySelector('[data-testid="t-row"][data-name="Theseus39"] [data-testid="t-score"]')?.textContent === '2', null, { timeout: 15_000 });
    assert.equal(await visitor.locator('[data-testid="t-row"]').first().getAttribute('data-name'), 'Theseus39');
    assert.equal(await visitor.locator('[data-testid="t-row"][data-name="Theseus39"] [data-entry]').getAttribute('data-entry'), 'w2');
    assert.equal(await visitor.locator('[data-testid="t-row"][data-name="Ariadne39"] [data-entry]').getAttribute('data-entry'), 'l0');
    await visitor.screenshot({ path: join(config.screenshots, 'tournament-standings-desktop.png') });
    const next = await Promise.all([ariadne, theseus].map((page) => page.waitForFunction((old) => /\/g\/[A-Za-z0-9_-]+$/.test(location.pathname) && !location.pathname.endsWith(old), gameA, { timeout: 20_000 })));
    assert.equal(next.length, 2);
    assert.equal(new URL(ariadne.url()).pathname, new URL(theseus.url()).pathname, 'the second pairing is not the same game for both');

    // A streak: Theseus wins again (Ariadne resigns the second game too): two wins in a row put him
    // on fire, and the visitor's standings show the flame beside his name (said "on fire" to a screen reader).
    await ariadne.waitForSelector('[data-testid="player-bottom"][data-side]');
    await ariadne.getByTestId('ask-resign').click();
    await ariadne.getByTestId('resign').click();
    await visitor.waitForFunction(() => document.querySelector('[data-testid="t-row"][data-name="Theseus39"] [data-testid="t-score"]')?.textContent === '4', null, { timeout: 15_000 });
    const fire = visitor.locator('[data-testid="t-row"][data-name="Theseus39"] [data-testid="t-fire"]');
    await fire.waitFor();
    assert.equal(await fire.locator('.sr-only').textContent(), ' (on fire)');
    assert.equal(await visitor.locator('[data-testid="t-row"][data-name="Ariadne39"] [data-testid="t-fire"]').count(), 0);
    await visitor.screenshot({ path: join(config.screenshots, 'tournament-streak-desktop.png') });
  }],

  ['tournaments: the page of an unknown tournament says there is none, in English and French', async ({ server, newContext }) => {
    for (const locale of ['en-GB', 'fr-FR']) {
      const page = await (await newContext({ ...PHONE, locale })).newPage();
      await page.goto(`${server.url}/t/NoSuchTournament0`);
      const missing = page.getByTestId('t-not-found');
      await missing.waitFor();
      assert.equal(await missing.locator('h1').textContent(), locale === 'en-GB' ? 'No such tournament' : 'Tournoi introuvable');
      assert.ok(await inViewport(missing.getByRole('link')), 'the way back to the tournaments is not in view');
    }
  }],
];
