// Who waits in the lobby (issue 38): on a 360×740 phone in French, a player seeks Le Grec 10+5 and,
// rather than stare at the lobby, plays the computer while waiting — a card at the foot of the game
// says the seek goes on. On a desktop in English, another player sees "1 player waiting" for that game
// and clock, and joins it: paired at once. The phone's card says an opponent was found, in view, and
// its link opens the game, where both sit.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, DESKTOP, inViewport, PHONE } from '../helpers.mjs';

async function openLobby(page, baseUrl) {
  await page.goto(`${baseUrl}/lobby`);
  await page.getByTestId('lobby').waitFor();
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="lobby-players"]')?.textContent ?? ''));
}

export default [
  ['lobby: a seek shows as who waits and is joined from there, while its player plays the computer (phone, French; desktop)', async ({ server, newContext }) => {
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    const desktop = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    await openLobby(phone, server.url);
    assert.ok(await phone.getByTestId('pools-none').isVisible(), 'an empty lobby does not say that nobody waits');
    await phone.getByTestId('quick-game').selectOption('grec');
    await phone.getByTestId('quick-time-10+5').check();
    await phone.getByTestId('quick-rated-casual').check();
    await phone.getByTestId('quick-play').click();
    await phone.getByTestId('seeking').waitFor();
    const whileWaiting = phone.getByTestId('seek-play-computer');
    assert.ok(await inViewport(whileWaiting), '"Play the computer while you wait" is not in view on a phone');
    await whileWaiting.click();
    await phone.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const computerGame = new URL(phone.url()).pathname;
    await phone.getByTestId('status').waitFor();
    const chip = phone.getByTestId('seek-chip');
    await chip.waitFor();
    assert.match(await chip.innerText(), /Recherche en cours : Le Grec · 10\+5/);
    assert.ok(await inViewport(chip), 'the seek\'s card is not in view during the game against the computer');

    await openLobby(desktop, server.url);
    const pool = desktop.getByTestId('pool');
    await pool.waitFor();
    assert.match(await pool.innerText(), /Le Grec · 10\+5 · Casual/);
    assert.equal(await pool.getByTestId('pool-count').textContent(), '1 player waiting');
    await desktop.screenshot({ path: join(config.screenshots, 'lobby-who-waits-desktop.png') });
    await pool.getByTestId('pool-join').click();
    await desktop.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const game = new URL(desktop.url()).pathname;
    assert.notEqual(game, computerGame);

    // The phone is told, without leaving its game against the computer until it chooses to.
    const open = phone.getByTestId('seek-chip-open');
    await open.waitFor({ timeout: 15_000 });
    assert.match(await chip.innerText(), /Adversaire trouvé/);
    assert.ok(await inViewport(open), 'the link to the game found is not in view');
    assert.equal(new URL(phone.url()).pathname, computerGame, 'the pairing took the player away from their game');
    await phone.screenshot({ path: join(config.screenshots, 'lobby-opponent-found-fr-phone.png') });
    await open.click();
    await phone.waitForURL((url) => url.pathname === game);
    await phone.getByTestId('status').waitFor();
    assert.equal(await phone.getByTestId('spectator').count(), 0, 'the phone only watches the game it was paired into');
    await desktop.waitForFunction(() => /(Your move|Your opponent’s move)/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), null, { timeout: 15_000 });
  }],
];
