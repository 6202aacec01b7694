// The game page on a 360×740 phone and a 1280×800 desktop, in English and French, light and dark
// (issue 40, deliverables 3 and 5): every friction a newcomer met is gone and checked in view, by the
// elements' boxes inside the window — the actions in one bar with the board and both clocks; the
// question about a move under the board in its wood, not over its rows, its square marked and the
// board not moving between the two taps; ← and → anywhere on the page and swipes on the move strip;
// "Rated" at the top with the clock; Home's settings line never cut; the pale side's ring and the
// dark side's diamond in Petteia and Le Grec alike; the header's links to Play, the lobby, live
// games, exercises and the viewer on every page. axe-core finds no serious or critical violation on
// the game page (playing, asking, browsing, finished); a game started from the keyboard puts it on
// the board; a screen reader hears each move, the clocks on request (C) and the result.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { axeViolations } from '../axe.mjs';
import {
  DESKTOP, PHONE, askQuickPairing, assert, chooseSettings, createInvitation, inViewport, openMenu, playLine, signUpFromHome, square, twoPlayers, waitForMoves,
} from '../helpers.mjs';

const PASSWORD = 'a long enough password';

async function box(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), height: Math.round(r.height) };
  });
}

/** Each of the named elements wholly inside the window as it is scrolled now, with its box in the message when not. */
async function allInView(page, what, testids) {
  for (const [name, locator] of testids) {
    assert.ok(await inViewport(locator), `${what}: ${name} is out of view (${JSON.stringify(await box(locator))}, window ${JSON.stringify(page.viewportSize())})`);
  }
}

function overlap(a, b) {
  return a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;
}

async function noSeriousAxe(page, what) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `${what}: axe-core finds serious or critical violations`);
}

/** The step bar shown (an earlier position browsed) or not. */
async function browsing(page) {
  return (await page.getByTestId('step-bar').count()) === 1;
}

/** A finger swept along the move strip, `dx` pixels (positive: to the right). */
async function swipeStrip(page, dx) {
  await page.getByTestId('move-strip').evaluate((strip, distance) => {
    const r = strip.getBoundingClientRect();
    const y = r.top + r.height / 2;
    const x = r.left + r.width / 2 - distance / 2;
    const at = (type, clientX) => strip.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX, clientY: y }));
    at('pointerdown', x);
    at('pointermove', x + distance / 2);
    at('pointerup', x + distance);
  }, dx);
}

const gameCases = [];
for (const locale of ['en-GB', 'fr-FR']) {
  for (const scheme of ['light', 'dark']) {
    gameCases.push([`phone, ${locale}, ${scheme}: actions, heading, board and clocks in view; the question under the board, its square marked; ←/→ anywhere and swipes; no serious axe violation`, async ({ server, newContext }) => {
      const french = locale === 'fr-FR';
      const device = { ...PHONE, locale, colorScheme: scheme, newcomer: true };
      const { creator, friend } = await twoPlayers(() => newContext(device), server.url, { time: '3+2' }, device);
      const shot = (page, name) => page.screenshot({ path: join(config.screenshots, `game-page-phone-${locale}-${scheme}-${name}.png`) });
      await playLine(creator, friend, ['B1-B2', 'B6-B5']);
      // The creator, to move, with the how-to still above the board (a newcomer's first game).
      const page = creator;
      await page.evaluate(() => window.scrollTo(0, 0));
      const heading = page.getByRole('heading', { level: 1 });
      assert.match(await heading.textContent(), french ? /^Petteia 6×6 · Cadence 3\+2$/ : /^Petteia 6×6 · Time control 3\+2$/);
      await allInView(page, 'playing', [
        ['the heading', heading], ['the board', page.locator('.board-wrap')], ['the top clock', page.getByTestId('clock-top')],
        ['the bottom clock', page.getByTestId('clock-bottom')], ['Offer a draw', page.getByTestId('offer_draw')],
        ['Take back', page.getByTestId('request_takeback')], ['Resign', page.getByTestId('ask-resign')],
      ]);
      // The bar's short words are contained in the names a screen reader hears.
      assert.equal(await page.getByTestId('offer_draw').getAttribute('aria-label'), french ? 'Proposer la nulle' : 'Offer a draw');
      assert.equal((await page.getByTestId('offer_draw').textContent()).trim(), french ? 'Nulle' : 'Draw');
      await shot(page, 'playing');
      await noSeriousAxe(page, 'playing');
      // Resign asks in the bar itself, in view.
      await page.getByTestId('ask-resign').click();
      await allInView(page, 'resign asked', [['Yes, resign', page.getByTestId('resign')], ['Cancel', page.getByTestId('cancel-resign')], ['the board', page.locator('.board-wrap')]]);
      await page.getByTestId('cancel-resign').click();

      // "Confirm each move": the question under the board, in the board's wood, the board not moved.
      await page.getByTestId('confirm-moves').check();
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = await box(page.locator('.board-wrap'));
      await square(page, 'C1').click();
      await square(page, 'C3').click();
      const question = page.getByTestId('special-question');
      await question.waitFor();
      await page.waitForTimeout(200); // a resize would have come by now
      assert.match(await question.textContent(), french ? /C1 → C3/ : /^Play C1 → C3\?/);
      await allInView(page, 'asking', [['the question', question], ['its Yes', page.getByTestId('special-yes')], ['its No', page.getByTestId('special-no')], ['the square asked about', square(page, 'C3')]]);
      assert.ok(!overlap(await box(question), await box(page.locator('.board-wrap'))), 'the question covers the board');
      assert.deepEqual(await box(page.locator('.board-wrap')), before, 'the board moved when the question came');
      assert.match(await square(page, 'C3').getAttribute('class'), /\bis-pending\b/, 'the square asked about is not marked');
      assert.match(await square(page, 'C3').getAttribute('aria-label'), french ? /en attente de votre confirmation/ : /waiting for your confirmation/);
      assert.notEqual(await question.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(255, 255, 255)');
      assert.equal(await page.getByTestId('offer_draw').isVisible(), false, 'the action bar stays beside the question');
      await shot(page, 'question');
      await noSeriousAxe(page, 'asking');
      await page.getByTestId('special-no').click();
      await question.waitFor({ state: 'detached' });
      assert.doesNotMatch(await square(page, 'C3').getAttribute('class'), /\bis-pending\b/);
      await page.getByTestId('confirm-moves').uncheck();

      // ← and → from wherever the keyboard is: the page's body, a button of the bar.
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('ArrowLeft');
      await page.getByTestId('step-bar').waitFor();
      assert.match(await page.getByTestId('step-label').textContent(), french ? /1/ : /^Move 1 of 2/);
      await allInView(page, 'browsing', [['the step bar', page.getByTestId('step-bar')], ['the board', page.locator('.board-wrap')]]);
      await noSeriousAxe(page, 'browsing');
      await page.keyboard.press('ArrowRight');
      await page.getByTestId('step-bar').waitFor({ state: 'detached' });
      await page.getByTestId('offer_draw').focus();
      await page.keyboard.press('ArrowLeft');
      await page.getByTestId('step-bar').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByTestId('step-bar').waitFor({ state: 'detached' });
      // A swipe to the right on the strip: the move before; to the left: back to the game.
      await swipeStrip(page, 90);
      await page.getByTestId('step-bar').waitFor();
      await swipeStrip(page, -90);
      await page.getByTestId('step-bar').waitFor({ state: 'detached' });
      assert.equal(await browsing(page), false);
      // The friend's page, answering a draw offer: its request and the bar in view, axe quiet.
      await page.getByTestId('offer_draw').click();
      await friend.getByTestId('draw-offer').waitFor();
      await friend.evaluate(() => window.scrollTo(0, 0));
      await allInView(friend, 'a request', [['the request', friend.getByTestId('draw-offer')], ['Accept the draw', friend.getByTestId('accept-offered-draw')],
        ['the board', friend.locator('.board-wrap')], ['the bottom clock', friend.getByTestId('clock-bottom')]]);
      await shot(friend, 'request');
      await noSeriousAxe(friend, 'a request');
    }]);
  }
}

export default [
  ...gameCases,

  ['desktop, en-GB light and fr-FR dark: the bar and the heading in view; axe quiet while playing and once the game is over; the result said', async ({ server, newContext }) => {
    for (const [locale, scheme] of [['en-GB', 'light'], ['fr-FR', 'dark']]) {
      const device = { ...DESKTOP, locale, colorScheme: scheme };
      const { creator, friend } = await twoPlayers(() => newContext(device), server.url, { time: '3+2' }, device);
      await playLine(creator, friend, ['B1-B2', 'B6-B5']);
      await creator.screenshot({ path: join(config.screenshots, `game-page-desktop-${locale}-${scheme}.png`) });
      await allInView(creator, `desktop ${locale}`, [
        ['the heading', creator.getByRole('heading', { level: 1 })], ['the board', creator.locator('.board-wrap')],
        ['the top clock', creator.getByTestId('clock-top')], ['the bottom clock', creator.getByTestId('clock-bottom')],
        ['Offer a draw', creator.getByTestId('offer_draw')], ['Resign', creator.getByTestId('ask-resign')],
        ['Show my threatened pieces', creator.getByTestId('show-threats')],
      ]);
      await noSeriousAxe(creator, `desktop ${locale} ${scheme} playing`);
      await creator.getByTestId('ask-resign').click();
      await creator.getByTestId('resign').click();
      // Both screen readers hear the result.
      const result = locale === 'fr-FR' ? /abandon/ : /resignation/;
      for (const page of [creator, friend]) await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[data-testid="announcer"]')?.textContent ?? ''), result.source);
      await noSeriousAxe(creator, `desktop ${locale} ${scheme} over`);
    }
  }],

  ['a game started from the keyboard: the board has the keyboard; each move, the clocks (C) and the result are said', async ({ server, newContext }) => {
    const page = await (await newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
    await chooseSettings(page, server.url, { time: '5+0' });
    await page.getByTestId('start-computer').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-square'));
    assert.ok(await inViewport(page.locator(':focus')), 'the focused square is out of view');
    // A move, and the computer's answer: both said (the second may replace the first before a test reads it).
    await square(page, 'B1').click();
    await square(page, 'B3').click();
    const announcer = page.getByTestId('announcer');
    await page.waitForFunction(() => /Dark: /.test(document.querySelector('[data-testid="announcer"]')?.textContent ?? ''));
    await waitForMoves(page, 2);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('c');
    // The player's own clock first.
    await page.waitForFunction(() => /^Light’s clock: \d+:\d\d\. Dark’s clock: \d+:\d\d$/.test(document.querySelector('[data-testid="announcer"]')?.textContent ?? ''));
    // The button that says them shows when the keyboard reaches it.
    const sayClocks = page.getByTestId('say-clocks');
    await sayClocks.focus();
    assert.ok(await inViewport(sayClocks), '"Say the clocks" is out of view when focused');
    await page.getByTestId('ask-resign').click();
    await page.getByTestId('resign').click();
    await page.waitForFunction(() => /You lost/.test(document.querySelector('[data-testid="announcer"]')?.textContent ?? ''));
    assert.match(await announcer.getAttribute('aria-live'), /polite/);
  }],

  ['a rated game says so at the top with its clock, on a French phone', async ({ server, newContext }) => {
    const stamp = String(Date.now() % 1_000_000);
    const pages = [];
    for (const [name, device] of [[`Gp${stamp}a`, { ...DESKTOP, locale: 'en-GB' }], [`Gp${stamp}b`, { ...PHONE, locale: 'fr-FR' }]]) {
      const page = await (await newContext(device)).newPage();
      await signUpFromHome(page, server.url, name, PASSWORD);
      pages.push(page);
    }
    for (const page of pages) {
      await askQuickPairing(page, server.url);
      if (page === pages[0]) await page.getByTestId('seeking').waitFor();
    }
    for (const page of pages) await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const phone = pages[1];
    const heading = phone.getByRole('heading', { level: 1 });
    await phone.waitForFunction(() => /Classée/.test(document.querySelector('h1')?.textContent ?? ''));
    assert.equal(await heading.textContent(), 'Petteia 6×6 · Cadence 5+3 · Classée');
    await phone.evaluate(() => window.scrollTo(0, 0));
    await allInView(phone, 'rated', [['the heading', heading], ['the top clock', phone.getByTestId('clock-top')], ['the board', phone.locator('.board-wrap')], ['Resign', phone.getByTestId('ask-resign')]]);
    assert.match(await pages[0].getByRole('heading', { level: 1 }).textContent(), /^Petteia 6×6 · Time control 5\+3 · Rated$/);
    await phone.screenshot({ path: join(config.screenshots, 'game-page-phone-rated.png') });
    await noSeriousAxe(phone, 'rated, phone');
  }],

  ['the same mark for each tone in every game: a ring on the pale side, a diamond on the dark side, in Petteia and Le Grec', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    for (const variant of ['petteia-6x6', 'grec']) {
      await createInvitation(page, server.url, { variant });
      await page.locator('[data-piece]').first().waitFor();
      const marks = await page.evaluate(() => {
        const shown = (el) => el && getComputedStyle(el).display !== 'none';
        const seen = {};
        for (const square of document.querySelectorAll('[data-piece]')) {
          const side = square.getAttribute('data-piece');
          const mark = shown(square.querySelector('.piece-ring')) ? 'ring' : shown(square.querySelector('.piece-diamond')) ? 'diamond' : 'none';
          (seen[side] ??= new Set()).add(mark);
        }
        return Object.fromEntries(Object.entries(seen).map(([side, set]) => [side, [...set]]));
      });
      const expected = variant === 'grec' ? { white: ['ring'], black: ['diamond'] } : { light: ['ring'], dark: ['diamond'] };
      assert.deepEqual(marks, expected, `${variant}: ${JSON.stringify(marks)}`);
      await page.screenshot({ path: join(config.screenshots, `game-page-marks-${variant}.png`) });
      await noSeriousAxe(page, `${variant}, the invitation waiting`);
    }
  }],

  ['the header links Play, the lobby, live games, exercises and the viewer on every page, phone (menu) and desktop', async ({ server, newContext }) => {
    const links = [['nav-play', '/'], ['nav-lobby', '/lobby'], ['nav-watch', '/watch'], ['nav-exercises', '/exercises'], ['nav-viewer', '/viewer']];
    for (const [size, device] of [['phone', { ...PHONE, locale: 'fr-FR' }], ['desktop', { ...DESKTOP, locale: 'en-GB' }]]) {
      const page = await (await newContext(device)).newPage();
      const game = await createInvitation(page, server.url);
      for (const path of [new URL(game).pathname, '/', '/lobby', '/watch', '/exercises', '/viewer', '/rules', '/tournaments']) {
        await page.goto(`${server.url}${path}`);
        await openMenu(page);
        for (const [testid, href] of links) {
          const link = page.getByTestId(testid);
          assert.equal(await link.getAttribute('href'), href);
          assert.ok(await inViewport(link), `${size} ${path}: ${testid} is out of view`);
        }
        if (path === '/watch') await page.screenshot({ path: join(config.screenshots, `game-page-nav-${size}.png`) });
      }
      // From the game page, the lobby is one link away.
      await page.goto(game);
      await openMenu(page);
      await page.getByTestId('nav-lobby').click();
      await page.waitForURL(/\/lobby$/);
      await page.getByTestId('quick-form').waitFor();
    }
  }],

  ["Home's settings line is never cut: a French phone with the longest settings", async ({ server, newContext }) => {
    const page = await (await newContext({ ...PHONE, locale: 'fr-FR' })).newPage();
    await chooseSettings(page, server.url, { variant: 'petteia-chess', time: 'custom', minutes: 15, increment: 10, color: 'random', level: 'intermediate' });
    const summary = page.getByTestId('settings-summary');
    const text = (await summary.textContent()).trim();
    assert.match(text, /Petteia/);
    assert.ok(await inViewport(summary), 'the settings line is out of view');
    const cut = await summary.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 || getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).overflow === 'hidden');
    assert.equal(cut, false, `the settings line is cut: ${text}`);
    for (const button of ['start-computer', 'start-friend']) assert.ok(await inViewport(page.getByTestId(button)), `${button} is out of view`);
    await page.screenshot({ path: join(config.screenshots, 'game-page-home-summary.png') });
  }],
];
