// The live games and public profiles (issue 27). Two signed-up strangers are paired rated in the lobby;
// a third visitor, on a 360×740 phone in French, comes from Home's link to /watch, finds their game's
// card in view (both names with a provisional rating, both clocks, the game, rated, the spectators),
// opens it and follows a move as a spectator; the page stops asking while the tab is hidden. Then a
// rated game played to a resignation: the winner's account page (ratings, chart, the link to the
// profile), both profiles (outcome, the opponent linked; a phone in the dark theme), one hidden from
// the account page and shown again, and a name nobody has. Every page's text meets WCAG AA.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { lowContrastTexts } from '../contrast.mjs';
import { assert, DESKTOP, inViewport, noHorizontalScroll, PHONE, playByClicks, signUpFromHome, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

const PASSWORD = 'a long enough password';
const YOUR_MOVE = /^(Your move|À vous de jouer)$/;

async function text(locator) {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Two signed-in pages ask the lobby's quick pairing for the same rated game; resolves once both are in it. */
async function pairedRated(first, second, baseUrl, clock) {
  for (const page of [first, second]) {
    await page.goto(`${baseUrl}/lobby`);
    await page.getByTestId('quick-form').waitFor();
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="lobby-players"]')?.textContent ?? ''));
    await page.getByTestId('quick-game').selectOption('petteia-6x6');
    await page.getByTestId(`quick-time-${clock}`).check();
    await page.getByTestId('quick-rated-rated').check();
    await page.getByTestId('quick-play').click();
    if (page === first) await page.getByTestId('seeking').waitFor();
  }
  for (const page of [first, second]) {
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('status').waitFor();
  }
  const id = new URL(first.url()).pathname.slice('/g/'.length);
  assert.equal(new URL(second.url()).pathname, `/g/${id}`, 'the two players are not in the same game');
  // The side to move first: Light, whose moves PETTEIA_WIN begins with.
  // Wait for one page to say so: the status may first say something else (connecting, the seat not yet known).
  const saysYourMove = (page) => page.waitForFunction((pattern) => new RegExp(pattern).test(
    (document.querySelector('[data-testid="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim()), YOUR_MOVE.source);
  const mover = await Promise.any([first, second].map((page) => saysYourMove(page).then(() => page)));
  const other = mover === first ? second : first;
  assert.doesNotMatch(await text(other.getByTestId('status')), YOUR_MOVE, 'both players are told it is their move');
  return { id, mover, other };
}

/**
 * Two new accounts, each on a device of its own (desktops in English, or with `phoneSecond` the
 * second a 360×740 phone in French); their names are unique in the run.
 */
async function twoAccounts(newContext, baseUrl, prefix, { phoneSecond = false } = {}) {
  const stamp = String(Date.now() % 1_000_000);
  const names = [`${prefix}A${stamp}`, `${prefix}B${stamp}`];
  const pages = [];
  for (const name of names) {
    const device = phoneSecond && pages.length === 1 ? { ...PHONE, locale: 'fr-FR' } : { ...DESKTOP, locale: 'en-GB' };
    const page = await (await newContext(device)).newPage();
    await signUpFromHome(page, baseUrl, name, PASSWORD);
    pages.push(page);
  }
  return { names, pages };
}

/** The name a page signed up with, from its own player bar. */
function nameOf(names, pages, page) {
  return names[pages.indexOf(page)];
}

export default [
  ['watch: two strangers quick-paired rated, on an English desktop and a French phone; a third, a French phone, finds their game among the live games, in view with names, ratings and running clocks, opens it and sees a move', async ({ server, newContext }) => {
    const { names, pages } = await twoAccounts(newContext, server.url, 'Live', { phoneSecond: true });
    const { id, mover, other } = await pairedRated(pages[0], pages[1], server.url, '5+3');
    const light = nameOf(names, pages, mover);
    const dark = nameOf(names, pages, other);

    // The visitor comes from Home's link, beside the lobby's.
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    const asked = [];
    phone.on('request', (request) => { if (new URL(request.url()).pathname === '/api/live') asked.push(Date.now()); });
    await phone.goto(`${server.url}/`);
    const link = phone.getByTestId('home-watch');
    assert.ok(await inViewport(link), 'the live games\' link is not in view on Home');
    assert.equal(await link.textContent(), 'Regarder des parties en direct');
    await link.click();
    await phone.waitForURL(/\/watch$/);
    assert.equal(await phone.locator('h1').textContent(), 'Parties en direct');
    assert.equal(await phone.title(), 'Parties en direct — Petteia Online');

    // The game's card arrives (the list is read from the store: up to 2 s old, asked every 3 s), in view.
    const card = phone.locator(`[data-testid="live-game"][data-game="${id}"]`);
    await card.waitFor({ timeout: 15_000 });
    // The server's order, highest-rated first: the page keeps it.
    const served = (await (await phone.request.get(`${server.url}/api/live`)).json()).games.map((game) => game.game);
    await phone.waitForFunction((order) => [...document.querySelectorAll('[data-testid="live-game"]')].map((el) => el.getAttribute('data-game')).join() === order.join(), served);
    assert.ok(served.indexOf(id) < 3, `the new rated game is not among the first three live games: ${served.join(', ')}`);
    assert.ok(await inViewport(card), 'the game\'s card is not in view on the phone');
    assert.ok(await noHorizontalScroll(phone), 'the live games scroll sideways on a phone');
    assert.match(await phone.getByTestId('live-status').textContent(), /^\d+ parties? en cours$/);

    // Both players: the second side above the board, the first below, each with a new account's provisional rating.
    const players = card.locator('.live-player');
    assert.deepEqual(await card.getByTestId('live-name').allTextContents(), [dark, light]);
    for (let i = 0; i < 2; i++) {
      assert.match(await text(players.nth(i).getByTestId('live-rating')), /^\d+\? \(classement provisoire\)$/);
      assert.match(await players.nth(i).getByTestId('live-clock').textContent(), /^[45]:\d\d$/);
    }
    assert.match(await text(players.nth(1)), /au trait/); // Light to move
    assert.match(await text(card.getByTestId('live-meta')), /^Petteia 6×6 · 5\+3 · Classée · \d+ spectateurs?$/);
    // Light's clock runs (the clock starts when both are there): it counts down between answers.
    const running = card.locator('.live-clock.is-running');
    assert.equal(await running.getAttribute('data-side'), 'light');
    const before = await running.textContent();
    await phone.waitForFunction(([game, shown]) => {
      const clock = document.querySelector(`[data-game="${game}"] .live-clock.is-running`);
      return clock && clock.textContent !== shown;
    }, [id, before]);
    // A screen reader hears who plays whom; the whole card is that one link.
    const open = phone.getByRole('link', { name: `Regarder ${light} contre ${dark}, Petteia 6×6` });
    assert.equal(await open.count(), 1);
    assert.deepEqual(await lowContrastTexts(phone), [], 'the live games: text below WCAG AA');
    await phone.screenshot({ path: join(config.screenshots, 'watch-phone-fr.png') });

    // The tab hidden: nothing is asked; shown again: asked at once.
    await phone.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenAt = Date.now();
    await phone.waitForTimeout(7000);
    assert.equal(asked.filter((at) => at > hiddenAt + 200).length, 0, 'the page asked for the live games while hidden');
    const askedAgain = phone.waitForRequest((request) => new URL(request.url()).pathname === '/api/live', { timeout: 1500 });
    await phone.evaluate(() => {
      delete document.hidden;
      delete document.visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await askedAgain;

    // Reached by Tab (the card is one stop) and opened with Enter: the phone watches the game, and sees Light's move arrive.
    await phone.locator('h1').focus();
    let stops = 0;
    while (!(await phone.evaluate((game) => document.activeElement?.closest('[data-game]')?.getAttribute('data-game') === game, id))) {
      assert.ok(++stops <= 10, 'the game\'s card is not reached by Tab from the heading');
      await phone.keyboard.press('Tab');
    }
    assert.equal(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'live-link');
    await phone.keyboard.press('Enter');
    await phone.waitForURL(new RegExp(`/g/${id}$`));
    await phone.getByTestId('spectator').waitFor();
    await playByClicks(mover, PETTEIA_WIN[0]);
    await waitForMoves(phone, 1);
    await phone.screenshot({ path: join(config.screenshots, 'watch-phone-fr-spectator.png') });
  }],

  ['profiles: after a rated game, the winner\'s account shows the rating and its chart; both profiles list the game, the opponent linked; one hidden and shown again; an unknown name', async ({ server, newContext }) => {
    const { names, pages } = await twoAccounts(newContext, server.url, 'Prof');
    const { mover, other } = await pairedRated(pages[0], pages[1], server.url, '3+2');
    const winner = nameOf(names, pages, mover);
    const loser = nameOf(names, pages, other);
    await playByClicks(mover, PETTEIA_WIN[0]);
    await waitForMoves(other, 1);
    await playByClicks(other, PETTEIA_WIN[1]);
    await waitForMoves(mover, 2);
    await other.getByTestId('ask-resign').click();
    await other.getByTestId('resign').click();
    await waitForStatus(mover, /^You won — resignation$/);
    // The game is rated once its end is stored (the server's own thread): the change reaches the bars.
    await mover.getByTestId('player-bottom').getByTestId('rating-change').waitFor();

    // The winner's account: the rating, provisional after one game, its chart, and the switch.
    await mover.goto(`${server.url}/account`);
    const ratings = mover.getByTestId('account-ratings');
    const row = ratings.locator('[data-testid="rating"][data-category="petteia-6x6/blitz"]');
    await row.waitFor();
    assert.match(await text(row), /^Petteia 6×6 · Blitz \d+\? \(provisional rating\) 1 game$/);
    const chart = ratings.getByTestId('rating-chart');
    assert.match(await chart.getAttribute('aria-label'), /^Petteia 6×6 · Blitz: the last 2 ratings, oldest first: 1500, \d+\.$/);
    assert.equal(await ratings.getByTestId('hide-profile').isChecked(), false);
    // The finished lobby game names the opponent, whose profile is public (issue 40).
    const finished = mover.locator('.game-link').first();
    await finished.waitFor();
    assert.match(await text(finished), new RegExp(`against ${loser},`));
    assert.deepEqual(await lowContrastTexts(mover), [], 'the account\'s ratings: text below WCAG AA');
    await mover.screenshot({ path: join(config.screenshots, 'watch-account-ratings.png'), fullPage: true });

    // The winner's public profile, from the account page's link: the game won, the loser linked.
    await ratings.getByTestId('own-profile').click();
    await mover.waitForURL(new RegExp(`/@/${winner}$`));
    assert.equal(await mover.locator('h1').textContent(), winner);
    await mover.getByTestId('profile-ratings').locator('[data-testid="rating"][data-category="petteia-6x6/blitz"]').waitFor();
    // Its chart, as the account page draws it (issue 40).
    assert.match(await mover.getByTestId('profile-ratings').getByTestId('rating-chart').getAttribute('aria-label'),
      /^Petteia 6×6 · Blitz: the last 2 ratings, oldest first: 1500, \d+\.$/);
    const won = mover.getByTestId('recent-game').first();
    await won.waitFor();
    assert.equal(await won.getByTestId('recent-outcome').textContent(), 'Won');
    assert.match(await text(won.getByTestId('recent-link')), /^Petteia 6×6 · 3\+2 · Rated$/);
    await won.getByTestId('recent-opponent').click();
    await mover.waitForURL(new RegExp(`/@/${loser}$`));
    assert.equal(await mover.locator('h1').textContent(), loser);
    const lost = mover.getByTestId('recent-game').first();
    await lost.waitFor();
    assert.equal(await lost.getByTestId('recent-outcome').textContent(), 'Lost');
    assert.equal(await lost.getByTestId('recent-opponent').textContent(), winner);

    // A French phone in the dark theme, not signed in, reads the winner's profile: the rating and the game in view.
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR', colorScheme: 'dark' })).newPage();
    await phone.goto(`${server.url}/@/${encodeURIComponent(winner)}`);
    const phoneRating = phone.getByTestId('profile-ratings').locator('[data-testid="rating"][data-category="petteia-6x6/blitz"]');
    await phoneRating.waitFor();
    assert.match(await text(phoneRating), /^Petteia 6×6 · Blitz \d+\? \(classement provisoire\) 1 partie$/);
    assert.match(await text(phone.getByTestId('recent-game').first().locator('.recent-head')), new RegExp(`^Gagnée contre ${loser}$`));
    for (const part of [phoneRating, phone.getByTestId('recent-game').first()]) assert.ok(await inViewport(part), 'the profile is not in view on the phone');
    assert.ok(await noHorizontalScroll(phone), 'the profile scrolls sideways on a phone');
    assert.equal(await phone.title(), `${winner} — Petteia Online`);
    assert.deepEqual(await lowContrastTexts(phone), [], 'the profile in the dark theme: text below WCAG AA');
    await phone.screenshot({ path: join(config.screenshots, 'watch-profile-phone-fr.png') });

    // The loser hides their profile from their account page: the phone sees it hidden; then shown again.
    await other.goto(`${server.url}/account`);
    const hide = other.getByTestId('hide-profile');
    await hide.waitFor();
    await hide.check();
    await other.waitForFunction(() => document.querySelector('[data-testid="profile-hidden-said"]')?.textContent?.startsWith('Your public profile is hidden'));
    assert.equal(await hide.isChecked(), true);
    await phone.goto(`${server.url}/@/${encodeURIComponent(loser)}`);
    await phone.getByTestId('profile-hidden').waitFor();
    assert.equal(await phone.getByTestId('profile-hidden').textContent(), 'Ce profil est masqué.');
    assert.equal(await phone.getByTestId('profile-ratings').count(), 0);
    // Kept over a reload of the account page, then undone from the keyboard.
    await other.reload();
    await hide.waitFor();
    assert.equal(await hide.isChecked(), true);
    await hide.focus();
    await other.keyboard.press('Space');
    await other.waitForFunction(() => document.querySelector('[data-testid="profile-hidden-said"]')?.textContent?.startsWith('Your public profile shows'));
    await phone.reload();
    await phone.getByTestId('profile-recent').waitFor();
    assert.equal(await phone.getByTestId('recent-outcome').first().textContent(), 'Perdue');

    // Nobody plays under this name.
    await phone.goto(`${server.url}/@/Personne${Date.now() % 100000}`);
    await phone.getByTestId('profile-missing').waitFor();
    assert.equal(await phone.locator('h1').textContent(), 'Joueur introuvable');
  }],
];
