// Direct challenges (issue 38): Ariadne, on a desktop in English, challenges Theseus by name from his
// profile (3 days a move); Theseus, on a 360×740 phone in French with his tab in the background, is
// told by the browser's notification, whose link opens the game and takes the seat kept for him, and
// the game starts on both screens. Minos, whom Phaedra blocks, is refused in plain words and his
// challenge never reaches her; Hippolytus's challenge, listed on her home page, she declines, and he
// is told.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, inViewport, listeningToEvents, recordNotifications, signUpFromHome } from '../helpers.mjs';

/** From `name`'s profile: the form opened, the clock chosen, sent. */
async function challengeFromProfile(page, baseUrl, name, clock) {
  await page.goto(`${baseUrl}/@/${name}`);
  const open = page.getByTestId('challenge');
  await open.waitFor();
  assert.ok(await inViewport(open), 'Challenge is not in view');
  await open.click();
  await page.getByTestId('challenge-time').selectOption(clock);
  await page.getByTestId('challenge-colour').selectOption('first');
  await page.getByTestId('challenge-send').click();
}

export default [
  ['challenges: a challenge by name reaches a hidden tab as a notification, which opens the game and accepts it (phone, French)', async ({ server, newContext }) => {
    const desktop = await (await newContext({ ...DESKTOP })).newPage();
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await phone.addInitScript(recordNotifications);
    await signUpFromHome(desktop, server.url, 'Ariadne', 'labyrinth-thread-1');
    await signUpFromHome(phone, server.url, 'Theseus', 'minotaur-slayer-2');
    await phone.goto(`${server.url}/rules`);
    await listeningToEvents(phone);
    await phone.evaluate(() => window.__hide());

    await challengeFromProfile(desktop, server.url, 'theseus', 'days:3');
    await desktop.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const sent = desktop.getByTestId('challenge-sent');
    await sent.waitFor();
    assert.match(await sent.innerText(), /Challenge sent to Theseus/);
    const game = new URL(desktop.url()).pathname;

    await phone.waitForFunction(() => window.__shown.length > 0, null, { timeout: 15_000 });
    const [shown] = await phone.evaluate(() => window.__shown);
    assert.match(shown.title, /^Un défi pour vous — /);
    assert.equal(shown.body, 'de Ariadne');
    assert.equal(shown.url, game);
    // The notification's click opens the game (the service worker's notificationclick): the seat is his.
    await phone.goto(`${server.url}${shown.url}`);
    await phone.getByTestId('status').waitFor();
    await sent.waitFor({ state: 'detached', timeout: 15_000 });
    await phone.screenshot({ path: join(config.screenshots, 'challenge-accepted-fr-phone.png') });
    assert.equal(await phone.getByTestId('challenge-sent').count(), 0);
  }],

  ['challenges: a blocked player is refused and never heard; a challenge listed on Home is declined and its sender told', async ({ server, newContext }) => {
    const ariadne = await (await newContext({ ...PHONE })).newPage();
    const minos = await (await newContext({ ...DESKTOP })).newPage();
    const theseus = await (await newContext({ ...DESKTOP })).newPage();
    await signUpFromHome(ariadne, server.url, 'Phaedra', 'labyrinth-thread-1');
    await signUpFromHome(minos, server.url, 'Minos', 'king-of-crete-3');
    await signUpFromHome(theseus, server.url, 'Hippolytus', 'minotaur-slayer-2');
    await ariadne.goto(`${server.url}/@/Minos`);
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="block"]')?.getAttribute('aria-pressed') === 'false');
    await ariadne.getByTestId('block').click();
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="block"]')?.getAttribute('aria-pressed') === 'true');
    await ariadne.goto(`${server.url}/rules`);
    await listeningToEvents(ariadne);

    await challengeFromProfile(minos, server.url, 'Phaedra', 'none');
    const error = minos.getByTestId('challenge-error');
    await minos.waitForFunction(() => document.querySelector('[data-testid="challenge-error"]')?.textContent !== '');
    assert.equal(await error.textContent(), 'This player does not accept your challenges.');
    assert.ok(await inViewport(error), 'the refusal is not in view');
    await ariadne.waitForTimeout(1_500);
    assert.equal(await ariadne.getByTestId('event-toast').count(), 0, 'a blocked player\'s challenge arrived');

    // Hippolytus's challenge: a toast on her phone, and listed on her home page, where she declines it.
    await challengeFromProfile(theseus, server.url, 'Phaedra', '5+0');
    await theseus.getByTestId('challenge-sent').waitFor();
    const toast = ariadne.locator('[data-testid="event-toast"][data-kind="challenge"]');
    await toast.waitFor({ timeout: 15_000 });
    assert.match(await toast.innerText(), /A challenge for you/);
    assert.ok(await inViewport(toast), 'the challenge toast is not in view on a phone');
    await ariadne.goto(server.url);
    const listed = ariadne.getByTestId('challenge-incoming');
    await listed.waitFor();
    assert.match(await listed.innerText(), /from Hippolytus/);
    assert.ok(await inViewport(listed.getByTestId('challenge-decline')), 'Decline is not in view on a phone');
    await ariadne.screenshot({ path: join(config.screenshots, 'challenge-listed-phone.png') });
    await listed.getByTestId('challenge-decline').click();
    await ariadne.getByTestId('challenges').waitFor({ state: 'hidden' });
    // Hippolytus's page shows the game ended: the challenge was declined.
    await theseus.getByTestId('challenge-sent').waitFor({ state: 'detached', timeout: 15_000 });
    await theseus.waitForFunction(() => /declined/.test(document.body.innerText), null, { timeout: 15_000 });
  }],
];
