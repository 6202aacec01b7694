// The lobby (issue 27): strangers on two devices — a 360×740 phone in French and a desktop in English
// — meet by quick pairing, then by an open challenge posted on one and accepted on the other; both
// end in the same game, each in their own seat, the board and the status in view.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, chooseSettings, DESKTOP, inViewport, noHorizontalScroll, PHONE, playLine, signUpFromHome, waitForMoves } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

const YOUR_MOVE = /^(Your move|À vous de jouer)$/;
const THEIR_MOVE = /^(Your opponent’s move|À votre adversaire de jouer)$/;

async function devices(newContext) {
  const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
  const desktop = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
  return { phone, desktop };
}

/** Waits until the page has joined the lobby (the server's answer names the players in it). */
async function joined(page) {
  await page.getByTestId('lobby').waitFor();
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="lobby-players"]')?.textContent ?? ''));
  assert.equal(await page.getByTestId('lobby-status').textContent(), '');
}

async function openLobby(page, baseUrl) {
  await page.goto(`${baseUrl}/lobby`);
  await joined(page);
}

async function quickPlay(page, variant, clock) {
  await page.getByTestId('quick-game').selectOption(variant);
  await page.getByTestId(`quick-time-${clock}`).check();
  await page.getByTestId('quick-rated-casual').check();
  await page.getByTestId('quick-play').click();
}

/** Both pages on the same game page, each a player of its own side, the board and the status in view. */
async function bothInGame(first, second) {
  for (const page of [first, second]) {
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('status').waitFor();
  }
  const game = new URL(first.url()).pathname;
  assert.equal(new URL(second.url()).pathname, game, 'the two devices are not in the same game');
  const id = game.slice('/g/'.length);
  const statuses = [];
  for (const page of [first, second]) {
    // The seat's secret is where the game page reads it: the page is a player, not a spectator.
    assert.ok(await page.evaluate((key) => localStorage.getItem(key), `petteia.secret.${id}`), 'no seat secret stored for the game');
    assert.equal(await page.getByTestId('spectator').count(), 0, 'a device only watches the game');
    await page.waitForFunction((sources) => sources.some((source) => new RegExp(source).test(document.querySelector('[data-testid="status"]')?.textContent ?? '')),
      [YOUR_MOVE.source, THEIR_MOVE.source]);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const part of [page.locator('.board-wrap'), page.getByTestId('status'), page.getByTestId('player-bottom')])
      assert.ok(await inViewport(part), 'the board, the status or the player\'s bar is out of view in the game');
    statuses.push((await page.getByTestId('status').textContent()).trim());
  }
  // One moves first, the other waits: two seats, not one twice.
  const firstMover = YOUR_MOVE.test(statuses[0]) ? 0 : 1;
  assert.match(statuses[firstMover], YOUR_MOVE);
  assert.match(statuses[1 - firstMover], THEIR_MOVE);
  return { id, mover: [first, second][firstMover], other: [first, second][1 - firstMover] };
}

export default [
  ['lobby, quick pairing: a French phone and an English desktop ask for the same game and clock and meet in one game', async ({ server, newContext }) => {
    const { phone, desktop } = await devices(newContext);
    // The phone comes from Home's link, beside Play.
    await phone.goto(`${server.url}/`);
    const link = phone.getByTestId('home-lobby');
    assert.ok(await inViewport(link), 'the lobby link is not in view on Home');
    assert.equal(await link.textContent(), 'Trouver un adversaire en ligne');
    await link.click();
    await phone.waitForURL(/\/lobby$/);
    await joined(phone);
    assert.equal(await phone.locator('h1').textContent(), 'Salon');
    assert.equal(await phone.title(), 'Salon — Petteia Online');
    assert.ok(await noHorizontalScroll(phone), 'the lobby scrolls sideways on a phone');
    // Not signed in: rated is not offered, and the page says why, with the way to sign in.
    assert.equal(await phone.getByTestId('quick-rated-rated').isDisabled(), true);
    assert.match(await phone.getByTestId('quick-rated-why').textContent(), /^Les parties classées demandent un compte\. Se connecter$/);
    // The six clocks, the game from the server's catalogue.
    assert.deepEqual(await phone.locator('input[name="quick-time"]').evaluateAll((inputs) => inputs.map((input) => input.value)), ['1+0', '3+2', '5+3', '10+5', '15+10', '30+20']);
    const catalogue = await (await phone.request.get(`${server.url}/api/variants`)).json();
    assert.deepEqual(await phone.locator('#quick-game option').evaluateAll((options) => options.map((option) => option.value)), catalogue.map((entry) => entry.name));
    for (const part of ['quick-game', 'quick-time-3+2', 'quick-play']) assert.ok(await inViewport(phone.getByTestId(part)), `${part} is not in view on the phone`);
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr.png'), fullPage: true });

    // The phone asks, waits (the time waited counts), stops, and asks again.
    await quickPlay(phone, 'petteia-6x6', '3+2');
    await phone.getByTestId('seeking').waitFor();
    assert.equal(await phone.getByTestId('seek-what').textContent(), 'Petteia 6×6 · 3+2 · Amicale');
    for (const part of ['seeking', 'cancel-seek']) assert.ok(await inViewport(phone.getByTestId(part)), `${part} is not in view while waiting`);
    assert.equal(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'cancel-seek');
    await phone.waitForFunction(() => /^Attente : 0:0[1-9]$/.test(document.querySelector('[data-testid="seek-elapsed"]')?.textContent ?? ''));
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr-seeking.png') });
    await phone.getByTestId('cancel-seek').click();
    await phone.getByTestId('quick-form').waitFor();
    assert.equal(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'quick-play');
    await phone.getByTestId('quick-play').click(); // the same choices, kept
    await phone.getByTestId('seeking').waitFor();

    // The desktop asks for the same: the server pairs them, and both open the game.
    await openLobby(desktop, server.url);
    await desktop.screenshot({ path: join(config.screenshots, 'lobby-desktop-en.png') });
    await quickPlay(desktop, 'petteia-6x6', '3+2');
    const { mover, other } = await bothInGame(phone, desktop);
    for (const page of [phone, desktop]) assert.match(await page.getByTestId('game-heading').textContent(), /3\+2/);
    // They really play each other: a move on one is seen on the other.
    await playLine(mover, other, PETTEIA_WIN.slice(0, 1));
    await waitForMoves(other, 1);
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr-paired.png') });
    // Back in the lobby: the pairing the server tells again at each join does not open the game again.
    await phone.goto(`${server.url}/lobby`);
    await joined(phone);
    await phone.waitForTimeout(1000);
    assert.match(phone.url(), /\/lobby$/);
    await phone.getByTestId('quick-form').waitFor();
  }],

  ['lobby, open challenge: the desktop posts one, the phone sees it arrive and accepts it, both land in the game', async ({ server, newContext }) => {
    const { phone, desktop } = await devices(newContext);
    await openLobby(phone, server.url);
    await phone.getByTestId('no-challenges').waitFor();
    await openLobby(desktop, server.url);

    // The desktop posts: Petteia 6×6, no clock, moving first.
    await desktop.getByTestId('post-toggle').click();
    assert.equal(await desktop.getByTestId('post-toggle').getAttribute('aria-expanded'), 'true');
    assert.equal(await desktop.evaluate(() => document.activeElement?.id), 'post-game');
    await desktop.getByTestId('post-game').selectOption('petteia-6x6');
    await desktop.getByTestId('post-time-none').check();
    assert.equal(await desktop.getByTestId('post-rated-rated').isDisabled(), true);
    await desktop.getByTestId('post-color-first').check();
    await desktop.getByTestId('post-submit').click();
    await desktop.waitForFunction(() => /^Your challenge is posted/.test(document.querySelector('[data-testid="lobby-notice"]')?.textContent ?? ''));
    assert.equal(await desktop.getByTestId('lobby-notice').getAttribute('aria-live'), 'polite');
    const own = desktop.getByTestId('challenge');
    await own.waitFor();
    const id = await own.getAttribute('data-id');
    // Its own challenge offers Withdraw, not Accept; the form has folded.
    assert.equal(await own.getByTestId('accept-challenge').count(), 0);
    await own.getByTestId('cancel-challenge').waitFor();
    assert.equal(await desktop.getByTestId('post-form').count(), 0);
    assert.match(await own.getByTestId('challenge-who').textContent(), /^You · plays Light$/);

    // The phone sees it arrive, in French, without a reload.
    const row = phone.locator(`[data-testid="challenge"][data-id="${id}"]`);
    await row.waitFor();
    assert.equal(await row.getByTestId('challenge-terms').textContent(), 'Sans pendule · Amicale');
    assert.equal(await row.getByTestId('challenge-who').textContent(), 'Anonyme · joue les Clairs');
    assert.equal(await phone.getByTestId('no-challenges').isVisible(), false);

    // The desktop reloads: the same browser, the same challenge, still its own.
    await desktop.reload();
    await joined(desktop);
    await desktop.locator(`[data-testid="challenge"][data-id="${id}"] [data-testid="cancel-challenge"]`).waitFor();
    await row.waitFor(); // back in the phone's list once the desktop is back

    const accept = row.getByTestId('accept-challenge');
    assert.equal(await accept.textContent(), 'Accepter');
    assert.match(await accept.getAttribute('aria-describedby'), new RegExp(`challenge-${id}`));
    await accept.scrollIntoViewIfNeeded();
    assert.ok(await inViewport(accept), 'Accept is not in view');
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr-challenge.png') });
    await accept.click();
    const { mover, other } = await bothInGame(desktop, phone);
    // The poster asked to move first.
    assert.equal(mover, desktop);
    await playLine(mover, other, PETTEIA_WIN.slice(0, 1));
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr-challenge-game.png') });
  }],

  ['lobby, rated: a signed-in desktop posts a rated challenge; an anonymous phone sees its rating marked provisional, may not accept it and is told why; withdrawn, it leaves the list', async ({ server, newContext }) => {
    const { phone, desktop } = await devices(newContext);
    const name = `Lobbyist${Date.now() % 100000}`;
    await signUpFromHome(desktop, server.url, name, 'a long enough password');
    await openLobby(desktop, server.url);
    assert.match(await desktop.getByTestId('lobby-players').textContent(), new RegExp(`· Signed in as ${name}$`));
    // Signed in: rated is offered for a clock, not for a game without one.
    assert.equal(await desktop.getByTestId('quick-rated-rated').isDisabled(), false);
    assert.equal(await desktop.getByTestId('quick-rated-why').count(), 0);
    await desktop.getByTestId('post-toggle').click();
    await desktop.getByTestId('post-time-none').check();
    assert.equal(await desktop.getByTestId('post-rated-rated').isDisabled(), true);
    assert.equal(await desktop.getByTestId('post-rated-why').textContent(), 'A game without a clock is never rated.');
    await desktop.getByTestId('post-game').selectOption('petteia-6x6');
    await desktop.getByTestId('post-time-5+3').check();
    await desktop.getByTestId('post-rated-rated').check();
    await desktop.getByTestId('post-color-random').check();
    await openLobby(phone, server.url);
    await desktop.getByTestId('post-submit').click();
    const own = desktop.getByTestId('challenge');
    await own.waitFor();
    const id = await own.getAttribute('data-id');

    // The phone: the poster's name, a new account's provisional rating, and Accept disabled with the reason tied to it.
    const row = phone.locator(`[data-testid="challenge"][data-id="${id}"]`);
    await row.waitFor();
    assert.equal(await row.getByTestId('challenge-terms').textContent(), '5+3 · Classée');
    assert.match(await row.getByTestId('challenge-who').textContent(), new RegExp(`^${name} \\d+\\? \\(classement provisoire\\) · couleur au hasard$`));
    const accept = row.getByTestId('accept-challenge');
    assert.equal(await accept.isDisabled(), true);
    assert.equal(await accept.getAttribute('aria-describedby'), `challenge-${id} challenge-${id}-why`);
    assert.equal(await phone.locator(`#challenge-${id}-why`).textContent(), 'Classée : connectez-vous pour accepter.');
    await row.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(config.screenshots, 'lobby-phone-fr-rated.png') });

    // Withdrawn: said on the desktop, gone from the phone's list.
    await own.getByTestId('cancel-challenge').click();
    await desktop.waitForFunction(() => document.querySelector('[data-testid="lobby-notice"]')?.textContent === 'Your challenge is withdrawn.');
    await row.waitFor({ state: 'detached' });
    await phone.getByTestId('no-challenges').waitFor();
  }],
  ['lobby, another game: the desktop posts a challenge, then starts a game against the computer in another tab; its challenge leaves the phone\'s list', async ({ server, newContext }) => {
    const phoneContext = await newContext({ ...PHONE, locale: 'fr-FR' });
    const desktopContext = await newContext({ ...DESKTOP, locale: 'en-GB' });
    const phone = await phoneContext.newPage();
    const lobby = await desktopContext.newPage();
    await openLobby(phone, server.url);
    await openLobby(lobby, server.url);
    await lobby.getByTestId('post-toggle').click();
    await lobby.getByTestId('post-game').selectOption('petteia-6x6');
    await lobby.getByTestId('post-time-none').check();
    await lobby.getByTestId('post-submit').click();
    const id = await lobby.getByTestId('challenge').getAttribute('data-id');
    const row = phone.locator(`[data-testid="challenge"][data-id="${id}"]`);
    await row.waitFor();
    // The same browser, another tab: a game against the computer. Its poster has started another game.
    const other = await desktopContext.newPage();
    await chooseSettings(other, server.url);
    await other.getByTestId('start-computer').click();
    await other.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    await other.getByTestId('status').waitFor();
    await row.waitFor({ state: 'detached' });
    await phone.getByTestId('no-challenges').waitFor();
    await lobby.getByTestId('challenge').waitFor({ state: 'detached' });
  }],
];
