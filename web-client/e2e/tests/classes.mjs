// A class (issue 39): a teacher on a desktop in English makes a class from /clubs, adds four pupils
// (names refused line by line first), gets the card (the four user names and first passwords, the
// keyboard on it, printed alone: emulated print media shows the card and nothing else), then makes
// the class's round-robin by correspondence from the class's "New event", started by the teacher.
// The four pupils sign in with the card's names and passwords (two on 360×740 phones in French, two
// on desktops in English): each is told its teacher's class and what protection leaves out, and
// joins the round-robin (one round a week) from the class's page. The teacher starts it: the games open by themselves;
// one ends by a resignation, and the other pupils see it in the standings. A pupil solves an
// exercise; the teacher sees the standings, the solved count and the exercise on the pupil's progress
// page. A protected pupil opening the lobby is told it is not available. Then a club's page that a
// reader may not see, in both languages.
import { join } from 'node:path';
import { config, repoDir } from '../harness.mjs';
import { assert, DESKTOP, exerciseSet, inViewport, openMenu, PHONE, playExerciseMove, signUpFromHome, submitCredentials } from '../helpers.mjs';

const NAMES = ['Ana', 'Bion Kalos', 'Chloé', 'Dion'];

/** The game's id in a page's address, once the page is on a game. */
async function gameOf(page) {
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/')[2];
}

/** Whether an element is drawn at all (display and visibility). */
async function shown(page, selector) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  }, selector);
}

export default [
  ['classes: a teacher makes a class and its card, the pupils sign in from it and play its round-robin by correspondence, the teacher sees standings and progress', async ({ server, newContext }) => {
    const exercises = await exerciseSet(repoDir);
    const exercise = exercises.filter((one) => one.solution.length === 1 && one.variant === 'petteia-6x6')[0]
      ?? exercises.filter((one) => one.solution.length === 1)[0];
    assert.ok(exercise, 'no exercise of one move in db/data/exercises.json');

    const teacherContext = await newContext({ ...DESKTOP, locale: 'en-GB' });
    await teacherContext.addInitScript(() => { window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }; });
    const teacher = await teacherContext.newPage();
    await signUpFromHome(teacher, server.url, 'Teacher39', 'owl-of-athena-39');

    // /clubs from the header's link: the form makes a class.
    await teacher.getByTestId('nav-clubs').click();
    await teacher.getByTestId('clubs').waitFor();
    assert.equal(await teacher.locator('h1').textContent(), 'Clubs and classes');
    await teacher.getByTestId('clubs-none').waitFor();
    await teacher.getByTestId('club-kind-class').check();
    await teacher.getByTestId('club-name').fill('Y');
    await teacher.getByTestId('club-create').click();
    assert.equal(await teacher.getByTestId('club-name-error').textContent(), 'A name has 2 to 40 characters.');
    await teacher.getByTestId('club-name').fill('Year 6 Greek');
    await teacher.getByTestId('club-create').click();
    await teacher.waitForURL(/\/c\/[A-Za-z0-9_-]+$/);
    const classPath = new URL(teacher.url()).pathname;
    await teacher.waitForFunction(() => document.querySelector('[data-testid="club-heading"]')?.textContent === 'Year 6 Greek');
    assert.equal(await teacher.getByTestId('club-meta').textContent(), 'Class · Teacher: Teacher39 · 1 member');
    await teacher.getByTestId('no-pupils').waitFor();

    // Names checked line by line before anything is sent.
    await teacher.getByTestId('pupil-names').fill('Ana\nx\nAna');
    await teacher.getByTestId('add-pupils').click();
    const problems = await teacher.getByTestId('pupil-names-problems').textContent();
    assert.match(problems, /Line 2, “x”: a name has 2 to 16 characters\./);
    assert.match(problems, /Line 3, “Ana”: named twice/);
    assert.equal(await teacher.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'pupil-names');

    // Four pupils: the card, the keyboard on it, each one's user name and first password.
    await teacher.getByTestId('pupil-names').fill(`${NAMES.join('\n')}\n`);
    assert.equal(await teacher.getByTestId('pupil-names-count').textContent(), '4 names');
    await teacher.getByTestId('add-pupils').click();
    await teacher.getByTestId('pupil-card').waitFor();
    assert.equal(await teacher.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'pupil-card');
    assert.match(await teacher.getByTestId('pupil-card-once').textContent(), /shown only this once/);
    const boxes = teacher.getByTestId('card-box');
    assert.equal(await boxes.count(), 4);
    const pupils = [];
    for (let i = 0; i < 4; i++) {
      const box = boxes.nth(i);
      assert.equal(await box.locator('.card-given').textContent(), NAMES[i]);
      const username = await box.getByTestId('card-username').textContent();
      const password = await box.getByTestId('card-password').textContent();
      assert.ok(username.startsWith(`${NAMES[i].replace(' ', '_')}-`), `user name ${username} for ${NAMES[i]}`);
      assert.ok(password.length >= 8, `password ${password}`);
      pupils.push({ username, password });
    }
    await teacher.waitForFunction(() => document.querySelectorAll('[data-testid="pupil-row"]').length === 4);
    // Printed: the card alone.
    await teacher.getByTestId('pupil-card-print').click();
    assert.equal(await teacher.evaluate(() => window.__printed), 1);
    await teacher.emulateMedia({ media: 'print' });
    assert.ok(await shown(teacher, '[data-testid="pupil-card"]'), 'the card is not printed');
    assert.ok(await shown(teacher, '[data-testid="card-box"]'), 'the card\'s boxes are not printed');
    for (const hidden of ['.site-header', '[data-testid="club-heading"]', '[data-testid="pupil-names"]', '[data-testid="pupils-table"]',
      '[data-testid="club-members"]', '[data-testid="pupil-card-print"]', '[data-testid="pupil-card-once"]'])
      assert.equal(await shown(teacher, hidden), false, `${hidden} is printed`);
    await teacher.screenshot({ path: join(config.screenshots, 'class-card-print.png'), fullPage: true });
    await teacher.emulateMedia({ media: 'screen' });
    assert.ok(await shown(teacher, '[data-testid="pupils-table"]'));

    // The class's round-robin by correspondence, from "New event": it waits for the teacher's start.
    await teacher.getByTestId('club-new-event').click();
    await teacher.getByTestId('t-club-note').waitFor();
    await teacher.waitForFunction(() => /Year 6 Greek/.test(document.querySelector('[data-testid="t-club-note"]')?.textContent ?? ''));
    assert.equal(await teacher.getByTestId('t-listed').isHidden(), true);
    await teacher.getByTestId('t-kind-round_robin').check();
    await teacher.getByTestId('t-name').fill('Year 6 round-robin');
    await teacher.getByTestId('t-game').selectOption('petteia-6x6');
    await teacher.getByTestId('t-pace-days').check();
    await teacher.getByTestId('t-days').selectOption('3');
    await teacher.getByTestId('t-start-organiser').check();
    // One round a week, the class's lesson; the teacher may start the next one sooner.
    await teacher.getByTestId('t-roundEvery').selectOption('10080');
    await teacher.getByTestId('t-create').click();
    await teacher.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const eventPath = new URL(teacher.url()).pathname;
    await teacher.waitForFunction(() => document.querySelector('[data-testid="t-heading"]')?.textContent === 'Year 6 round-robin');
    assert.match(await teacher.getByTestId('t-meta').textContent(), /^Round-robin · Petteia 6×6 · .*By link only/);
    assert.equal(await teacher.getByTestId('t-phase').textContent(), 'Starts when the organiser starts it');

    // The pupils sign in with the card: two phones in French, two desktops in English.
    const devices = [{ ...PHONE, locale: 'fr-FR' }, { ...PHONE, locale: 'fr-FR' }, { ...DESKTOP, locale: 'en-GB' }, { ...DESKTOP, locale: 'en-GB' }];
    const pages = await Promise.all(devices.map(async (device) => (await newContext(device)).newPage()));
    await Promise.all(pages.map(async (page, i) => {
      const french = i < 2;
      await page.goto(`${server.url}/signin`);
      await submitCredentials(page, 'signin', pupils[i].username, pupils[i].password);
      await page.getByTestId('account-name').waitFor();
      const classLink = page.getByTestId('account-class');
      await page.waitForFunction(() => document.querySelector('[data-testid="account-class"]')?.textContent === 'Year 6 Greek');
      assert.match(await page.getByTestId('account-pupil').textContent(), french ? /La classe de votre enseignant : Year 6 Greek/ : /Your teacher’s class: Year 6 Greek/);
      assert.match(await page.getByTestId('account-protected').textContent(), french ? /Le salon/ : /The lobby/);
      assert.equal(await page.getByTestId('hide-profile').count(), 0, 'a protected pupil is offered to show its profile');
      if (i === 0) await page.screenshot({ path: join(config.screenshots, 'class-pupil-account-phone-fr.png') });
      // Its class's page, then the round-robin from its events.
      await classLink.click();
      await page.getByTestId('club-events').waitFor();
      assert.ok(await inViewport(page.locator('[data-testid="club-events"] a').first()), 'the class\'s event is not in view');
      assert.equal(await page.getByTestId('club-leave').count(), 0, 'a pupil is offered to leave its class');
      await page.locator('[data-testid="club-events"] a').first().click();
      await page.waitForURL((url) => url.pathname === eventPath);
      const joinButton = page.getByTestId('t-join');
      await joinButton.waitFor();
      if (french) assert.ok(await inViewport(joinButton), 'Join is not in view on the phone');
      await joinButton.click();
      await page.getByTestId('t-you-row').waitFor();
    }));

    // The teacher starts it: each pupil's game opens by itself.
    await teacher.waitForFunction(() => document.querySelectorAll('[data-testid="t-standings"] tbody tr').length === 4);
    await teacher.getByTestId('t-start').click();
    const games = await Promise.all(pages.map(gameOf));
    assert.equal(new Set(games).size, 2, `four pupils in ${new Set(games).size} games`);
    for (const page of pages) await page.waitForSelector('[data-testid="player-bottom"][data-side]');

    // One game ends: the pupil of the first page resigns; the other pair sees it in the standings.
    const loser = pages[0];
    const winnerIndex = games.findIndex((game, i) => i > 0 && game === games[0]);
    const others = pages.filter((_, i) => i !== 0 && i !== winnerIndex);
    await loser.getByTestId('ask-resign').click();
    await loser.getByTestId('resign').click();
    const winnerName = pupils[winnerIndex].username;
    for (const page of others) {
      await page.goto(`${server.url}${eventPath}`);
      await page.waitForFunction((name) => document.querySelector(`[data-testid="t-row"][data-name="${name}"] [data-testid="t-score"]`)?.textContent === '1', winnerName, { timeout: 15_000 });
      assert.equal(await page.locator('[data-testid="t-row"]').first().getAttribute('data-name'), winnerName);
    }
    await others[0].screenshot({ path: join(config.screenshots, 'class-standings.png') });

    // A pupil whose game goes on (a desktop: the pages 2 and 3) solves an exercise.
    const solverIndex = [3, 2].find((i) => i !== winnerIndex);
    const solver = pages[solverIndex];
    await solver.goto(`${server.url}/exercises/${exercise.id}`);
    assert.equal(await playExerciseMove(solver, exercise.solution[0]), 'solved');

    // The teacher: the standings, the count, and the exercise on the pupil's progress page.
    await teacher.goto(`${server.url}${eventPath}`);
    await teacher.waitForFunction((name) => document.querySelector(`[data-testid="t-row"][data-name="${name}"] [data-testid="t-score"]`)?.textContent === '1', winnerName);
    // Round 2 waits for next week's lesson, unless the teacher starts it sooner.
    assert.match(await teacher.getByTestId('t-phase').textContent(), /^Round 1 of 3 · next round in 6 d 23 h$/);
    const nextRound = teacher.getByTestId('t-nextRound');
    assert.ok(await inViewport(nextRound), 'the next round\'s button is not in view');
    await nextRound.click();
    await teacher.waitForFunction(() => /The next round starts as soon as this one is over/.test(document.body.textContent ?? ''));
    await teacher.waitForFunction(() => document.querySelector('[data-testid="t-nextRound"]') === null);
    assert.equal(await teacher.getByTestId('t-phase').textContent(), 'Round 1 of 3');
    await teacher.goto(`${server.url}${classPath}`);
    const solverRow = teacher.locator(`[data-testid="pupil-row"][data-name="${pupils[solverIndex].username}"]`);
    await solverRow.waitFor();
    assert.equal(await solverRow.getByTestId('pupil-solved').textContent(), '1');
    await teacher.getByTestId('club-events').waitFor();
    await solverRow.getByTestId('pupil-progress').click();
    await teacher.getByTestId('pupil-progress').waitFor();
    assert.equal(await teacher.getByTestId('pupil-heading').textContent(), pupils[solverIndex].username);
    await teacher.locator(`[data-testid="pupil-solved"] [data-exercise="${exercise.id}"]`).waitFor();
    assert.match(await teacher.getByTestId('pupil-solved').textContent(), /Exercises solved \(1\)/);
    assert.match(await teacher.getByTestId('pupil-playing').textContent(), /Petteia 6×6/);

    // A protected pupil opening the lobby is told it is not available (on a phone, in French).
    const phone = pages[1];
    await phone.goto(`${server.url}/lobby`);
    await phone.getByTestId('lobby-pupil').waitFor();
    assert.match(await phone.getByTestId('lobby-pupil').textContent(), /^Le salon n’est pas ouvert à votre compte/);
    assert.ok(await inViewport(phone.getByTestId('lobby-pupil')));
    assert.equal(await phone.getByTestId('quick-play').count(), 0);
  }],

  ['classes: a club\'s page a reader may not see says "No such club", in English and French; a club\'s link joins it', async ({ server, newContext }) => {
    const owner = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    await signUpFromHome(owner, server.url, 'Minos39', 'knossos-palace-39');
    await owner.goto(`${server.url}/clubs`);
    await owner.getByTestId('club-kind-club').check();
    await owner.getByTestId('club-name').fill('Knossos club');
    await owner.getByTestId('club-create').click();
    await owner.waitForURL(/\/c\/[A-Za-z0-9_-]+$/);
    const link = await owner.getByTestId('club-link').inputValue();
    assert.match(link, /\/c\/[A-Za-z0-9_-]+\?key=/);

    const guest = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await signUpFromHome(guest, server.url, 'Daedalus39', 'wings-of-wax-39');
    // Without the key: nothing to see.
    await guest.goto(link.split('?')[0]);
    await guest.getByTestId('club-not-found').waitFor();
    assert.equal(await guest.locator('h1').textContent(), 'Club introuvable');
    // With the link: the name, its organiser, Join in view.
    await guest.goto(link);
    const joinButton = guest.getByTestId('club-join');
    await joinButton.waitFor();
    assert.equal(await guest.getByTestId('club-heading').textContent(), 'Knossos club');
    assert.ok(await inViewport(joinButton), 'Join is not in view on the phone');
    await joinButton.click();
    await guest.waitForFunction(() => document.querySelectorAll('[data-testid="club-member"]').length === 2);
    assert.equal(await guest.locator('[data-testid="club-member"]').first().getAttribute('data-name'), 'Minos39');
    assert.equal(new URL(guest.url()).search, '');
    // A new link: asked first; the old one opens nothing more.
    await owner.getByTestId('club-new-link').click();
    await owner.getByTestId('new-link-confirm-yes').click();
    await owner.waitForFunction((old) => document.querySelector('[data-testid="club-link"]')?.value !== old, link);
    const stranger = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    await signUpFromHome(stranger, server.url, 'Icarus39', 'too-near-the-sun-39');
    await stranger.goto(link);
    await stranger.getByTestId('club-not-found').waitFor();
    assert.equal(await stranger.locator('h1').textContent(), 'No such club');
    await openMenu(stranger);
  }],
];
