// A signed-in player hears of their games wherever they are on the site (issue 38): two accounts play
// a correspondence game, one on a desktop in English, the other on a 360×740 phone in French. Away
// from the game, the phone shows "À vous de jouer" as a toast, in view, whose link opens the game; the
// desktop's tab, hidden, gets the browser's notification instead. The question that asks to allow
// notifications comes after the player's first correspondence move, never on landing, and once.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, createInvitation, inViewport, listeningToEvents, playByClicks, recordNotifications, signUpFromHome, waitForMoves } from '../helpers.mjs';

// A browser that has not been asked yet (a headless one may say "denied" on its own).
function notAskedYet() {
  window.Notification = class {
    static permission = 'default';
    static requestPermission() { return Promise.resolve('default'); }
    close() {}
  };
}

export default [
  ['notifications: a correspondence move reaches the other account as a toast on a phone (French) and a notification in a hidden tab', async ({ server, newContext }) => {
    const desktop = await (await newContext({ ...DESKTOP })).newPage();
    await desktop.addInitScript(recordNotifications);
    const phone = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await phone.addInitScript(notAskedYet);
    await signUpFromHome(desktop, server.url, 'Ariadne', 'labyrinth-thread-1');
    await signUpFromHome(phone, server.url, 'Theseus', 'minotaur-slayer-2');
    assert.equal(await phone.getByTestId('ask-notifications').count(), 0, 'asked on landing');

    const link = await createInvitation(desktop, server.url, { time: 'days', days: 3, color: 'first' });
    await phone.goto(link);
    await phone.getByTestId('status').waitFor();
    await desktop.getByTestId('share-box').waitFor({ state: 'detached' });

    // Ariadne moves; Theseus is elsewhere on the site: the toast, in view, in French, opens the game.
    await phone.goto(`${server.url}/rules`);
    await listeningToEvents(phone);
    await playByClicks(desktop, 'A1-A2');
    const toast = phone.getByTestId('event-toast');
    await toast.waitFor({ timeout: 15_000 });
    assert.match(await toast.innerText(), /À vous de jouer — /);
    assert.match(await toast.innerText(), /contre votre ami/);
    // His first move is due within a day (issue 40), whatever the days per move.
    assert.match(await toast.innerText(), /(1 jour|23 heures)/);
    assert.ok(await inViewport(toast), 'the toast is not in view on a phone');
    await phone.screenshot({ path: join(config.screenshots, 'notifications-toast-fr-phone.png') });
    await toast.getByRole('link', { name: 'Ouvrir la partie' }).click();
    await phone.waitForURL(link);
    await waitForMoves(phone, 1);

    // His first correspondence move: now, and only now, the site asks whether to notify him.
    await playByClicks(phone, 'A6-A5');
    const ask = phone.getByTestId('ask-notifications');
    await ask.waitFor();
    assert.ok(await inViewport(ask), 'the question is not in view');
    await phone.screenshot({ path: join(config.screenshots, 'notifications-ask-fr-phone.png') });
    await ask.getByTestId('ask-no').click();
    await ask.waitFor({ state: 'detached' });

    // Ariadne's page shows the game itself: no toast there. Then her tab goes to the background.
    await waitForMoves(desktop, 2);
    assert.equal(await desktop.getByTestId('event-toast').count(), 0, 'a toast for the game on screen');
    await listeningToEvents(desktop);
    await desktop.evaluate(() => window.__hide());
    await playByClicks(desktop, 'B1-B2');
    await waitForMoves(phone, 3);
    await playByClicks(phone, 'B6-B5');
    await desktop.waitForFunction(() => window.__shown.length > 0, null, { timeout: 15_000 });
    const [shown] = await desktop.evaluate(() => window.__shown);
    assert.match(shown.title, /^Your move — /);
    assert.match(shown.body, /^against your friend · (3 days|2 days 23 hours) left$/);
    assert.match(shown.tag, /^petteia-/);
    assert.equal(await phone.getByTestId('ask-notifications').count(), 0, 'asked twice');
  }],

  ['notifications: a kind switched off in the account settings is not shown', async ({ server, newContext }) => {
    const first = await (await newContext({ ...PHONE })).newPage();
    const second = await (await newContext({ ...DESKTOP })).newPage();
    await signUpFromHome(first, server.url, 'Penelope', 'weaving-by-day-3');
    await signUpFromHome(second, server.url, 'Odysseus', 'ithaca-at-last-4');
    // On the account page: every kind on; "Your move" switched off.
    const settings = second.getByTestId('notification-settings');
    await settings.waitFor();
    assert.equal(await second.getByTestId('notify-your_turn').isChecked(), true);
    await second.getByTestId('notify-your_turn').uncheck();
    const link = await createInvitation(first, server.url, { time: 'days', days: 1, color: 'first' });
    await second.goto(link);
    await second.getByTestId('status').waitFor();
    await first.getByTestId('share-box').waitFor({ state: 'detached' });
    await second.goto(`${server.url}/sources`);
    await listeningToEvents(second);
    await playByClicks(first, 'A1-A2');
    // The badge counts the game (what is known changed), but no toast is shown.
    const badge = second.getByTestId('turn-badge');
    await second.waitForFunction(() => document.querySelector('[data-testid="turn-badge"]')?.textContent === '1', null, { timeout: 15_000 });
    assert.equal(await badge.textContent(), '1');
    assert.equal(await second.getByTestId('event-toast').count(), 0, 'a toast for a kind switched off');
  }],
];
