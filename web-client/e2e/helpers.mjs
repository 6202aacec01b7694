// Steps a person takes in the page, for the e2e tests.
import assert from 'node:assert/strict';

export { assert };

/**
 * Opens Home's Play panel and chooses its settings (they are remembered by the
 * browser: every field is set, so that an earlier test's choice does not leak into this one).
 */
export async function chooseSettings(page, baseUrl, { variant = 'petteia-6x6', time = 'none', minutes, increment, days, color = 'first', level = 'beginner' } = {}) {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('play').click();
  await page.getByTestId(`variant-${variant}`).check();
  await page.getByTestId(`time-${time}`).check();
  if (time === 'custom') {
    await page.getByTestId('custom-minutes').fill(String(minutes));
    await page.getByTestId('custom-increment').fill(String(increment ?? 0));
  }
  if (time === 'days') await page.getByTestId('days-per-move').selectOption(String(days ?? 3));
  await page.getByTestId(`color-${color}`).check();
  await page.getByTestId(`level-${level}`).check();
}

/** Creates an invitation from Home's Play panel and waits for the game view. */
export async function createInvitation(page, baseUrl, options = {}) {
  await chooseSettings(page, baseUrl, options);
  await page.getByTestId('start-friend').click();
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('status').waitFor();
  return page.url();
}

/** Creator (first side) and friend (second side) in two contexts, both in the game view. */
export async function twoPlayers(newContext, baseUrl, invitation = {}, friendOptions = {}) {
  const creator = await (await newContext()).newPage();
  const link = await createInvitation(creator, baseUrl, { color: 'first', ...invitation });
  const friend = await (await newContext(friendOptions)).newPage();
  await friend.goto(link);
  await friend.getByTestId('status').waitFor();
  // The creator's page has heard that the friend took the seat (on a busy machine that can come
  // after the friend's page is drawn; a click before it would be refused as "not started").
  await creator.getByTestId('share-box').waitFor({ state: 'detached' });
  return { creator, friend, link };
}

export function square(page, name) {
  return page.locator(`[data-square="${name}"]`);
}

/** Which side's piece stands on a square, or null. */
export async function pieceOn(page, name) {
  return square(page, name).getAttribute('data-piece');
}

/** All pieces on the board, as { square: side }. */
export async function boardPieces(page) {
  return page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('[data-square][data-piece]')].map((el) => [el.getAttribute('data-square'), el.getAttribute('data-piece')]),
  ));
}

export async function moveCount(page) {
  return page.locator('[data-testid="moves"] .mv').count();
}

/** Plays a move by tapping its two squares, and waits until the server's answer is drawn. */
export async function playByClicks(page, move) {
  const [from, to] = move.split('-');
  const before = await moveCount(page);
  const side = await pieceOn(page, from);
  assert.ok(side, `no piece on ${from} for ${move}`);
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  await square(page, to).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] .mv').length === n, before + 1);
  assert.equal(await pieceOn(page, to), side, `${move}: the piece did not arrive`);
  return before + 1;
}

/** Waits until the page has seen `n` moves (the other device's moves arrive by events). */
export async function waitForMoves(page, n) {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="moves"] .mv').length === count, n);
}

export async function statusText(page) {
  return (await page.getByTestId('status').textContent())?.trim() ?? '';
}

export async function waitForStatus(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), pattern.source);
}

/** Plays a list of moves alternately on the two pages, the first page moving first. */
export async function playLine(firstPage, secondPage, moves, { afterEach } = {}) {
  for (let i = 0; i < moves.length; i++) {
    const mover = i % 2 === 0 ? firstPage : secondPage;
    const other = i % 2 === 0 ? secondPage : firstPage;
    const count = await playByClicks(mover, moves[i]);
    await waitForMoves(other, count);
    if (afterEach) await afterEach(i);
  }
}

export async function noHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Asks the lobby's quick pairing for a game (the page signed in for a rated one); the game page opens once paired. */
export async function askQuickPairing(page, baseUrl, { variant = 'petteia-6x6', clock = '5+3', rated = true } = {}) {
  await page.goto(`${baseUrl}/lobby`);
  await page.getByTestId('quick-form').waitFor();
  await page.getByTestId('quick-game').selectOption(variant);
  await page.getByTestId(`quick-time-${clock}`).check();
  await page.getByTestId(rated ? 'quick-rated-rated' : 'quick-rated-casual').check();
  await page.getByTestId('quick-play').click();
}

/** Starts a game against the computer from Home's Play panel. */
export async function createComputerGame(page, baseUrl, options = {}) {
  await chooseSettings(page, baseUrl, options);
  await page.getByTestId('start-computer').click();
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('status').waitFor();
  return page.url();
}

/** A small seeded random generator (the same clicks on every run, up to the computer's answers). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Plays one of the legal moves the page offers by clicking a movable piece, then one of its destinations. */
export async function playAnyMove(page, random) {
  // The page may show its status before the board has its position (CI once looked 1.7 s after a
  // new game's page opened): the pieces are waited for, and the assertion below says if none come.
  await page.waitForFunction(() => document.querySelector('.is-movable') !== null, null, { timeout: 10_000 }).catch(() => {});
  const movable = await page.locator('.is-movable').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  assert.ok(movable.length > 0, 'no movable piece on my move');
  const from = movable[Math.floor(random() * movable.length)];
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  const destinations = await page.locator('.is-dest, .is-dest-occupied').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  const to = destinations[Math.floor(random() * destinations.length)];
  const before = await moveCount(page);
  await square(page, to).click();
  // The computer may answer before this line looks: at least one more move, and the list names it.
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] .mv').length > n, before);
  const listed = await page.locator('[data-testid="moves"] .mv').nth(before).textContent();
  assert.ok(listed.startsWith(`${from} → ${to}`), `played ${from}-${to}, the list says ${listed}`);
  return `${from}-${to}`;
}

/** The exercises of the repository's db/data/exercises.json (the set the server loads). */
export async function exerciseSet(repoDir) {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const data = JSON.parse(readFileSync(process.env.PETTEIA_EXERCISES_JSON ?? join(repoDir, 'db/data/exercises.json'), 'utf8'));
  assert.ok(Array.isArray(data.exercises) && data.exercises.length > 0, 'db/data/exercises.json holds no exercise');
  return data.exercises;
}

/** The exercise view's phase: loading, solving, sending, replying, wrong, solved, failed. */
export async function exercisePhase(page) {
  return page.getByTestId('status').getAttribute('data-phase');
}

/** Plays one move in the exercise view by clicking its squares; resolves once the server's answer is drawn. */
export async function playExerciseMove(page, move) {
  const [from, to] = move.split('-');
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
  await square(page, from).click();
  await page.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`)?.classList.contains('is-selected'), from);
  await square(page, to).click();
  await page.waitForFunction(() => ['solving', 'solved', 'wrong'].includes(document.querySelector('[data-testid="status"]')?.getAttribute('data-phase')));
  return exercisePhase(page);
}

/** Fills and sends the sign-up or sign-in form (the page must show it). */
export async function submitCredentials(page, mode, username, password) {
  await page.getByTestId('username').fill(username);
  await page.getByTestId('password').fill(password);
  await page.getByTestId(`${mode}-submit`).click();
}

/** Signs up as a person does from Home: the menu's "Sign in", "Create an account", the form; ends on the account page. */
export async function signUpFromHome(page, baseUrl, username, password) {
  await page.goto(`${baseUrl}/`);
  await openMenu(page);
  await page.getByTestId('nav-signin').click();
  await page.getByTestId('signin-page').waitFor();
  await page.getByTestId('to-signup').click();
  await submitCredentials(page, 'signup', username, password);
  await page.getByTestId('account-name').waitFor();
}

/** "Log out" on the account page; ends on the sign-in page with its notice. */
export async function logOut(page) {
  await page.getByTestId('log-out').click();
  await page.getByTestId('flash').waitFor();
}

/** Signs in with the sign-in form shown; ends on the account page. */
export async function signIn(page, username, password) {
  await submitCredentials(page, 'signin', username, password);
  await page.getByTestId('account-name').waitFor();
}

/**
 * A record pasted into the viewer and analysed to its end in the browser's engine: the page, once the
 * analysis button says `again` (its words in the page's language) in a new context of `device` and `locale`.
 */
export async function analysedRecord(newContext, url, { device, locale, record, again, timeout = 90_000 }) {
  const page = await (await newContext({ ...device, locale })).newPage();
  await page.goto(`${url}/viewer`);
  await page.getByTestId('viewer-text').fill(record);
  await page.getByTestId('viewer-show').click();
  await page.getByTestId('analysis-start').click();
  await page.waitForFunction((words) => document.querySelector('[data-testid="analysis-start"]')?.textContent?.trim() === words, again, { timeout });
  return page;
}

/** Whether the element is drawn wholly inside the window as it is scrolled now (not merely present). */
export async function inViewport(locator) {
  await locator.waitFor();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Less than a pixel past an edge is a scroll position's rounding (an element scrolled into view
    // whose box ends at 740.33 of 740), not a part out of view.
    const slack = 0.99;
    return box.width > 0 && box.height > 0 && box.left >= -slack && box.top >= -slack
      && box.right <= window.innerWidth + slack && box.bottom <= window.innerHeight + slack;
  });
}

export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** On a narrow screen the header's links fold behind the menu button: opens it when it is shown. */
export async function openMenu(page) {
  const menu = page.getByTestId('menu');
  // The header is drawn once the catalogue has answered (at most 2 s after the load): asking before
  // that found no button and left the menu folded (a loaded machine, CI of 2026-12-05).
  await menu.waitFor({ state: 'attached' });
  if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) === 'false') {
    await menu.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="menu"]')?.getAttribute('aria-expanded') === 'true');
  }
}

// What a page hands the browser to show as notifications, recorded (a headless browser shows nothing),
// with the address each one's click opens; and window.__hide(), which makes the page believe its tab
// is in the background. For page.addInitScript.
export function recordNotifications() {
  window.__shown = [];
  const record = (title, options) => window.__shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '', url: options?.data?.url ?? '' });
  if (window.ServiceWorkerRegistration)
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) { record(title, options); };
  window.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { record(title, options); }
    close() {}
  };
  window.__hide = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

/** The page's events socket has said hello: a player's events from now on reach it. */
export async function listeningToEvents(page) {
  await page.waitForSelector('[data-testid="event-toasts"][data-listening="true"]', { state: 'attached', timeout: 15_000 });
}
