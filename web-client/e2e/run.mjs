// End-to-end tests: real petteia-server, real Chromium, two (or three) separate browser contexts
// standing for separate devices. `npm run e2e`; see ../README.md for the environment variables.
import { join } from 'node:path';
import { checkPrerequisites, config, launchBrowser, repoDir, runTests, startServer } from './harness.mjs';
import {
  assert, boardPieces, createComputerGame, createInvitation, exercisePhase, exerciseSet, moveCount, noHorizontalScroll, pieceOn,
  playAnyMove, playByClicks, playExerciseMove, playLine, seededRandom, square, statusText, submitCredentials, waitForMoves, waitForStatus,
} from './helpers.mjs';

// A short 6×6 game that Light wins by captures: Dark walks each piece down next to a Light piece and
// Light's hunter on rank 3 sandwiches it against rank 1 (checked with `petteia replay`).
const PETTEIA_WIN = ['B1-B3', 'A6-A2', 'B3-A3', 'C6-C2', 'A3-C3', 'D6-D2', 'C3-D3', 'E6-E2', 'D3-E3', 'F6-F2', 'E3-F3'];
// Le Grec to the end: Black brings all seven pieces into White's half (19 plies).
const GREC_WIN = ['A2-A3', 'A4-A2', 'C2-A4', 'B3-C2', 'D1-B3', 'C3-D2', 'C1-C3', 'C2-C1', 'B1-C2', 'D3-B1', 'C2-D3', 'C4-C2',
  'B3-C4', 'B4-B3', 'B2-B4', 'D4-B2', 'C3-D4', 'C2-D1', 'A1-C3'];

/** Creator (first side) and friend (second side) in two contexts, both in the game view. */
async function twoPlayers(newContext, baseUrl, invitation = {}, friendOptions = {}) {
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

const tests = [
  ['the page has a strict Content-Security-Policy, and the CSP guard catches an injected inline script', async ({ server, newContext, csp }) => {
    const page = await (await newContext()).newPage();
    const response = await page.goto(`${server.url}/`);
    await page.getByTestId('home').waitFor();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    assert.ok(policy, 'the home page has no Content-Security-Policy');
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]));
    for (const [name, sources] of [['script-src', "'self'"], ['style-src', "'self'"], ['object-src', "'none'"], ['base-uri', "'none'"], ['frame-ancestors', "'none'"]])
      assert.equal(directives[name], sources, `${name} in ${policy}`);
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['referrer-policy'], 'no-referrer');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(await csp.violations(), [], 'the home page itself breaks its policy');

    // An inline script put into the page does not run, and the guard records that one refusal,
    // heard both as the document's event and as Chromium's console line.
    await assert.rejects(page.addScriptTag({ content: 'window.__injected = true;' }), /Content Security Policy/);
    assert.equal(await page.evaluate(() => window.__injected), undefined, 'the injected inline script ran');
    let violations = [];
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await page.waitForTimeout(50)) {
      violations = await csp.violations();
      if (violations.some((violation) => violation.heardBy === 'event + console')) break;
    }
    assert.equal(violations.length, 1, JSON.stringify(violations, null, 2));
    const [violation] = violations;
    assert.equal(violation.directive, 'script-src-elem');
    assert.equal(violation.blockedURI, 'inline');
    assert.equal(violation.heardBy, 'event + console');
    assert.equal(violation.documentURI, `${server.url}/`);
    assert.equal(violation.console.length, 1);
    // Chromium's wording, older or newer: "Refused to execute inline script because it violates …" / "Executing inline script violates …".
    assert.match(violation.console[0], /(execute|Executing) inline script .*violates the following Content Security Policy directive:? ["']script-src 'self'/);
    csp.clear(); // expected here: this test itself passes
  }],

  ['two devices play a whole 6×6 game to a win; a reload resumes the seat', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    await waitForStatus(friend, /^Your opponent’s move$/);
    // Both pages are looked at (Playwright's focus emulation): no "your move" notice in either title.
    assert.equal(await creator.title(), 'Petteia 6×6 — Petteia Online');
    assert.equal(await friend.title(), 'Petteia 6×6 — Petteia Online');
    // Each player's own pieces at the bottom: the friend (Dark) sees the board turned round.
    assert.equal(await creator.locator('svg.board').evaluate((el) => el.classList.contains('turned')), false);
    assert.equal(await friend.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    const bottomLeft = async (page) => page.evaluate(() => {
      const squares = [...document.querySelectorAll('[data-square]')];
      const board = document.querySelector('svg.board').getBoundingClientRect();
      const hit = squares.find((el) => { const r = el.getBoundingClientRect(); return Math.abs(r.left - board.left) < 2 && Math.abs(r.bottom - board.bottom) < 2; });
      return hit?.getAttribute('data-square');
    });
    assert.equal(await bottomLeft(creator), 'A1');
    assert.equal(await bottomLeft(friend), 'F6');
    assert.equal(await square(friend, 'D2').getAttribute('aria-label'), 'D2, empty');
    assert.equal(await square(friend, 'D1').getAttribute('aria-label'), 'D1, light piece');

    await playLine(creator, friend, PETTEIA_WIN.slice(0, 3));
    // B3-A3 took A2: the square is marked, the move list says so, the piece is gone on both devices.
    for (const page of [creator, friend]) {
      assert.equal(await pieceOn(page, 'A2'), null);
      assert.ok(await square(page, 'A2').evaluate((el) => el.classList.contains('is-captured')));
      assert.ok(await square(page, 'A3').evaluate((el) => el.classList.contains('is-last')));
      assert.match(await page.getByTestId('moves').textContent(), /B3 → A3.*✕1/);
    }
    // A reload in the middle keeps the friend's seat (the secret is in local storage).
    await friend.reload();
    await friend.getByTestId('status').waitFor();
    await waitForMoves(friend, 3);
    await waitForStatus(friend, /^Your move$/);
    assert.equal(await friend.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    assert.equal(await friend.getByTestId('spectator').count(), 0);

    await playLine(friend, creator, PETTEIA_WIN.slice(3, 4));
    await playLine(creator, friend, PETTEIA_WIN.slice(4));
    await waitForStatus(creator, /^You won — one piece or none left$/);
    await waitForStatus(friend, /^You lost — one piece or none left$/);
    assert.equal(Object.values(await boardPieces(friend)).filter((side) => side === 'dark').length, 1);
    await creator.screenshot({ path: join(config.screenshots, 'game-over-6x6.png'), fullPage: true });
    assert.ok(link.includes('/g/'));
  }],

  ['a click on an illegal square, or a typed illegal move, changes nothing', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    const before = await boardPieces(creator);
    await square(creator, 'B1').click();
    assert.ok(await square(creator, 'B1').evaluate((el) => el.classList.contains('is-selected')));
    assert.ok(await square(creator, 'B5').evaluate((el) => el.classList.contains('is-dest')));
    await square(creator, 'C2').click(); // diagonal: not a destination
    await square(creator, 'A6').click(); // the opponent's piece
    await square(friend, 'A6').click(); // not the friend's move
    await square(friend, 'A5').click();
    await creator.waitForTimeout(300);
    assert.deepEqual(await boardPieces(creator), before);
    assert.deepEqual(await boardPieces(friend), before);
    assert.equal(await moveCount(creator), 0);
    // A typed move the rules refuse is answered with a reason, and nothing changes either.
    await creator.getByTestId('type-move').fill('b1-c2');
    await creator.getByTestId('type-move-submit').click();
    await creator.waitForFunction(() => /straight line/.test(document.querySelector('.toast.visible')?.textContent ?? ''));
    assert.deepEqual(await boardPieces(creator), before);
    // A legal typed move is played.
    await creator.getByTestId('type-move').fill('b1 → b4');
    await creator.getByTestId('type-move-submit').click();
    await waitForMoves(friend, 1);
    assert.equal(await pieceOn(friend, 'B4'), 'light');
  }],

  ['keyboard play and dragging', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await waitForStatus(creator, /^Your move$/);
    // Keyboard: focus A1, arrow right to B1, Enter selects, arrow up twice to B3, Enter moves.
    await square(creator, 'A1').focus();
    await creator.keyboard.press('ArrowRight');
    assert.equal(await creator.evaluate(() => document.activeElement?.getAttribute('data-square')), 'B1');
    await creator.keyboard.press('Enter');
    await creator.keyboard.press('ArrowUp');
    await creator.keyboard.press('ArrowUp');
    assert.equal(await creator.evaluate(() => document.activeElement?.getAttribute('data-square')), 'B3');
    await creator.keyboard.press('Enter');
    await waitForMoves(friend, 1);
    assert.equal(await pieceOn(friend, 'B3'), 'light');
    // On the turned board "up" goes towards rank 1.
    await square(friend, 'C6').focus();
    await friend.keyboard.press('ArrowUp');
    assert.equal(await friend.evaluate(() => document.activeElement?.getAttribute('data-square')), 'C5');
    // Drag: Dark drags C6 down to C4.
    const from = await square(friend, 'C6').boundingBox();
    const to = await square(friend, 'C4').boundingBox();
    await friend.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await friend.mouse.down();
    await friend.mouse.move(from.x + from.width / 2, from.y + from.height, { steps: 4 });
    await friend.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await friend.mouse.up();
    await waitForMoves(creator, 2);
    assert.equal(await pieceOn(creator, 'C4'), 'dark');
    assert.equal(await pieceOn(creator, 'C6'), null);
  }],

  ['your move: a beep the switch mutes (kept after a reload), and a title notice while the tab has no focus', async ({ server, newContext }) => {
    const context = await newContext();
    // Counts the beeps: each starts a WebAudio oscillator (the sound is generated, nothing is fetched).
    await context.addInitScript(() => {
      window.__beeps = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args) { window.__beeps++; return start.apply(this, args); };
    });
    const creator = await context.newPage();
    const link = await createInvitation(creator, server.url, { color: 'first' });
    const otherTab = await context.newPage(); // where the player goes while waiting
    const friend = await (await newContext()).newPage();
    await friend.goto(link);
    await waitForStatus(creator, /^Your move$/);
    const beeps = () => creator.evaluate(() => window.__beeps);
    const plain = 'Petteia 6×6 — Petteia Online';
    const notice = '● Your move — Petteia 6×6';
    const titleIs = (title) => creator.waitForFunction((expected) => document.title === expected, title);
    assert.equal(await beeps(), 1, 'no beep when the friend arrived and it became the creator\'s move');
    // Real focus instead of Playwright's emulated one, so that the other tab can take it away.
    const cdp = await context.newCDPSession(creator);
    const realFocus = () => cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await realFocus();
    const look = async (page) => {
      await page.bringToFront();
      await creator.waitForFunction((focused) => document.hasFocus() === focused, page === creator);
    };
    await look(creator);
    await playByClicks(creator, PETTEIA_WIN[0]);
    await waitForMoves(friend, 1);
    await look(otherTab);
    assert.equal(await creator.title(), plain); // the opponent's move: nothing to say
    await playByClicks(friend, PETTEIA_WIN[1]);
    await titleIs(notice);
    assert.equal(await beeps(), 2);
    await look(creator); // back on the tab: the title is restored
    await titleIs(plain);

    // The mute switch: reached by the keyboard, says its state, stops the sound, is remembered.
    const toggle = creator.getByTestId('sound');
    assert.equal(await toggle.getAttribute('role'), 'switch');
    assert.equal(await toggle.isChecked(), true);
    await toggle.focus();
    await creator.keyboard.press('Space');
    assert.equal(await toggle.isChecked(), false);
    assert.equal(await creator.evaluate(() => localStorage.getItem('petteia.sound')), 'off');
    await playByClicks(creator, PETTEIA_WIN[2]);
    await waitForMoves(friend, 3);
    await look(otherTab);
    await playByClicks(friend, PETTEIA_WIN[3]);
    await titleIs(notice); // muted: still the title notice...
    assert.equal(await beeps(), 2); // ...but no sound
    await look(creator);
    await creator.reload();
    await realFocus(); // Playwright emulates the focus again in a new document
    await waitForMoves(creator, 4);
    assert.equal(await creator.getByTestId('sound').isChecked(), false); // kept in local storage
    await creator.getByTestId('sound').check(); // sound on again: the next move sounds
    await playByClicks(creator, PETTEIA_WIN[4]);
    await waitForMoves(friend, 5);
    await look(otherTab);
    await playByClicks(friend, PETTEIA_WIN[5]);
    await titleIs(notice);
    await creator.waitForFunction(() => window.__beeps === 1); // counted since the reload
    // Once it is no longer the player's move (here the friend resigns), the title is restored, focus or not.
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await titleIs(plain);
    assert.equal(await creator.evaluate(() => document.hasFocus()), false);
  }],

  ['sharing the invitation: the share sheet on a phone, else a copy button announced to screen readers', async ({ server, newContext }) => {
    const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
    const sharing = await newContext(phone);
    // Chromium on Linux has no Web Share: a stand-in records what the page asks to share.
    await sharing.addInitScript(() => {
      window.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data) { window.__shared.push(JSON.parse(JSON.stringify(data))); return Promise.resolve(); },
      });
    });
    const creator = await sharing.newPage();
    const link = await createInvitation(creator, server.url);
    const id = new URL(link).pathname.split('/')[2];
    assert.equal(await creator.getByTestId('share-link').inputValue(), link); // the link is shown
    assert.equal(await creator.getByTestId('copy-link').count(), 0);
    await creator.getByTestId('share-native').click();
    await creator.waitForFunction(() => window.__shared.length === 1);
    const [shared] = await creator.evaluate(() => window.__shared);
    assert.equal(new URL(shared.url).pathname, `/g/${id}`);
    assert.equal(shared.url, link);
    assert.equal(shared.title, 'Petteia Online');

    // The same phone without Web Share: a copy button, the clipboard, and "Link copied" in a live region.
    const copying = await newContext({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] });
    const other = await copying.newPage();
    const otherLink = await createInvitation(other, server.url);
    assert.equal(await other.evaluate(() => typeof navigator.share), 'undefined');
    assert.equal(await other.getByTestId('share-native').count(), 0);
    assert.equal(await other.getByTestId('share-link').inputValue(), otherLink);
    await other.getByTestId('copy-link').click();
    const announcement = other.locator('[aria-live]', { hasText: 'Link copied' });
    await announcement.waitFor();
    assert.ok(['assertive', 'polite'].includes(await announcement.getAttribute('aria-live')));
    assert.equal(await other.evaluate(() => navigator.clipboard.readText()), otherLink);
  }],

  ['a timed game: the clocks run and a flag ends it', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { time: 'custom', minutes: 0.05, increment: 0 });
    const clock = (page, where) => page.getByTestId(`clock-${where}`).textContent();
    // 0.05 min = 3 s, shown with tenths; Light's clock (the creator's own, at the bottom) runs.
    await creator.waitForFunction(() => document.querySelector('[data-testid="clock-bottom"]')?.classList.contains('running'));
    const first = await clock(creator, 'bottom');
    await creator.waitForTimeout(600);
    const second = await clock(creator, 'bottom');
    assert.match(first, /^0:0\d\.\d$/);
    assert.ok(second < first, `the clock did not run: ${first} then ${second}`);
    assert.equal(await clock(friend, 'bottom'), '0:03.0'); // Dark's time waits
    assert.ok(await creator.getByTestId('clock-bottom').evaluate((el) => el.classList.contains('low')));
    await waitForStatus(creator, /^You lost — time ran out$/);
    await waitForStatus(friend, /^You won — time ran out$/);
    assert.equal(await clock(creator, 'bottom'), '0:00.0');
  }],

  ['the third visitor sees the spectator view', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    const visitor = await (await newContext()).newPage();
    await visitor.goto(link);
    await visitor.getByTestId('spectator').waitFor();
    await waitForMoves(visitor, 2);
    await waitForStatus(visitor, /^Light to move$/);
    assert.equal(await visitor.getByTestId('offer_draw').count(), 0);
    assert.equal(await visitor.getByTestId('type-move').count(), 0);
    assert.equal(await visitor.locator('svg.board').evaluate((el) => el.classList.contains('turned')), false);
    const before = await boardPieces(visitor);
    await square(visitor, 'B3').click();
    assert.equal(await visitor.locator('.is-selected').count(), 0);
    assert.deepEqual(await boardPieces(visitor), before);
    // The visitor follows the game live.
    await playByClicks(creator, PETTEIA_WIN[2]);
    await waitForMoves(visitor, 3);
    assert.equal(await pieceOn(visitor, 'A2'), null);
  }],

  ['Le Grec is played to its end (French by default for a French browser)', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { variant: 'grec' }, { locale: 'fr-FR' });
    await waitForStatus(friend, /^À votre adversaire de jouer$/);
    assert.equal(await friend.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await square(friend, 'A4').getAttribute('aria-label'), 'A4, pièce blanche');
    await playLine(creator, friend, GREC_WIN);
    await waitForStatus(creator, /^You won — all pieces arrived in the opposite half$/);
    await waitForStatus(friend, /^Vous avez perdu — toutes les pièces sont arrivées dans la moitié opposée$/);
  }],

  ['an away opponent: countdown, then the win can be claimed', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.context().close();
    await creator.getByTestId('away').waitFor();
    await creator.getByTestId('claim_win').waitFor({ timeout: (config.graceSeconds + 5) * 1000 });
    await creator.getByTestId('claim_win').click();
    await waitForStatus(creator, /^You won — the opponent left the game$/);
  }],

  ['resign with confirmation, then a rematch with colours swapped', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('cancel-resign').click();
    assert.equal(await statusText(friend), 'Your opponent’s move');
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await waitForStatus(creator, /^You won — resignation$/);
    await creator.getByTestId('offer_rematch').click();
    await friend.getByTestId('accept_rematch').click();
    await creator.waitForURL((url) => url.href !== link);
    await friend.waitForURL((url) => url.href !== link);
    assert.equal(creator.url(), friend.url());
    await waitForStatus(friend, /^Your move$/); // the friend now has Light
    await waitForStatus(creator, /^Your opponent’s move$/);
    assert.equal(await creator.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    await playByClicks(friend, 'A1-A2');
    await waitForMoves(creator, 1);
    // Back on the finished game, a player is offered the way to the rematch rather than sent there.
    const rematchUrl = creator.url();
    await creator.goto(link);
    await creator.getByTestId('go-to-rematch').click();
    await creator.waitForURL(rematchUrl);
    await waitForMoves(creator, 1);
  }],

  ['draw offer declined then accepted; a takeback', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await creator.getByTestId('request_takeback').click();
    await friend.getByTestId('accept_takeback').click();
    await waitForMoves(creator, 0);
    await waitForMoves(friend, 0);
    assert.equal(await pieceOn(creator, 'B1'), 'light');
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.getByTestId('offer_draw').click();
    await creator.getByTestId('decline_draw').click();
    await creator.getByTestId('offer_draw').click();
    await friend.getByTestId('accept_draw').click();
    await waitForStatus(creator, /^Draw — by agreement$/);
  }],

  ['play the computer from Home: it answers, "Take back" undoes two moves, a reload keeps the seat, the game to its end, play again', async ({ server, newContext }) => {
    const context = await newContext();
    // Every text the status line shows, however briefly (the computer may answer within milliseconds).
    await context.addInitScript(() => {
      window.__statuses = [];
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.matches('[data-testid="status"]'))
            for (const node of record.addedNodes) window.__statuses.push(node.textContent);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const link = await createComputerGame(page, server.url, { variant: 'petteia-6x6', level: 'beginner', color: 'first' });
    const id = new URL(link).pathname.split('/')[2];
    assert.ok(await page.evaluate((game) => localStorage.getItem(`petteia.secret.${game}`), id), 'the seat secret is not stored');
    await waitForStatus(page, /^Your move$/); // the game has started: no friend to wait for
    const names = async () => [await page.getByTestId('player-top').locator('.player-name').textContent(),
      await page.getByTestId('player-bottom').locator('.player-name').textContent()];
    assert.deepEqual(await names(), ['Computer — Beginner · Dark', 'You · Light']);
    assert.equal(await page.getByTestId('share-box').count(), 0);
    assert.equal(await page.getByTestId('away').count(), 0);
    assert.doesNotMatch(await page.getByTestId('game-view').textContent(), /friend|waiting|disconnected/i);

    const random = seededRandom(20261130);
    const before = [];
    for (let i = 1; i <= 3; i++) {
      before.push(await boardPieces(page));
      await playAnyMove(page, random);
      await waitForMoves(page, 2 * i); // the computer's reply
      await waitForStatus(page, /^Your move$/);
    }
    assert.ok((await page.evaluate(() => window.__statuses)).includes('The computer is thinking…'));

    // One button, no asking: the player's last move and the computer's reply are gone.
    const takeBack = page.getByTestId('request_takeback');
    assert.equal(await takeBack.textContent(), 'Take back');
    await takeBack.click();
    await waitForMoves(page, 4);
    await waitForStatus(page, /^Your move$/);
    assert.deepEqual(await boardPieces(page), before[2]);
    assert.doesNotMatch(await page.getByTestId('game-view').textContent(), /asked/);

    // A reload resumes the seat and the game.
    await page.reload();
    await waitForMoves(page, 4);
    await waitForStatus(page, /^Your move$/);
    assert.equal(await page.getByTestId('spectator').count(), 0);
    assert.deepEqual(await boardPieces(page), before[2]);
    assert.deepEqual(await names(), ['Computer — Beginner · Dark', 'You · Light']);

    // A draw offer gets the computer's answer at once: declined (it does not stand worse), or a draw.
    await page.getByTestId('offer_draw').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="draw-declined"]')
      || /^Draw/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''));
    const over = /^(You won|You lost|Draw)/;
    if (!over.test(await statusText(page))) {
      assert.match(await page.getByTestId('draw-declined').textContent(), /^The computer declines the draw/);
      // Legal moves clicked at random until the game ends (the beginner usually wins it soon).
      for (let moves = 0; moves < 150 && !over.test(await statusText(page)); moves++) {
        await playAnyMove(page, random);
        await waitForStatus(page, /^(Your move$|You won|You lost|Draw)/);
        if (moves === 0) assert.equal(await page.getByTestId('draw-declined').count(), 0); // a move ends the answer's notice
      }
      if (!over.test(await statusText(page))) {
        await page.getByTestId('ask-resign').click();
        await page.getByTestId('resign').click();
        await waitForStatus(page, /^You lost — resignation$/);
      }
    }
    console.log(`  (the game against the computer ended after ${await moveCount(page)} moves: ${await statusText(page)})`);
    assert.equal(await page.locator('.is-movable').count(), 0);

    // Play again: the computer agrees at once, the new game opens with colours swapped.
    const again = page.getByTestId('offer_rematch');
    assert.equal(await again.textContent(), 'Play again, colours swapped');
    await again.click();
    await page.waitForURL((url) => url.href !== link);
    const rematch = new URL(page.url()).pathname.split('/')[2];
    assert.ok(await page.evaluate((game) => localStorage.getItem(`petteia.secret.${game}`), rematch));
    await waitForMoves(page, 1); // the computer has Light and moves first
    await waitForStatus(page, /^Your move$/);
    assert.deepEqual(await names(), ['Computer — Beginner · Light', 'You · Dark']);
    assert.equal(await page.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
  }],

  ['the computer game on a phone, in English and French (screenshots)', async ({ server, newContext }) => {
    const width = 360;
    const page = await (await newContext({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true })).newPage();
    await createComputerGame(page, server.url, { variant: 'petteia-6x6', level: 'intermediate', color: 'second', time: '5+3' });
    await waitForMoves(page, 1); // the computer moves first
    const random = seededRandom(7);
    for (let i = 1; i <= 2; i++) {
      await playAnyMove(page, random);
      await waitForMoves(page, 2 * i + 1);
      await waitForStatus(page, /^Your move$/);
    }
    assert.equal(await page.getByTestId('player-top').locator('.player-name').textContent(), 'Computer — Intermediate · Light');
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.width / 6 >= 44 && board.width >= width - 1, `squares of ${(board.width / 6).toFixed(1)} px`);
    assert.ok(await noHorizontalScroll(page), 'the computer game scrolls sideways');
    const small = await page.evaluate(() => [...document.querySelectorAll('button, .choice, .switch, .nav-link')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44).map((el) => el.textContent));
    assert.deepEqual(small, [], 'touch targets under 44 px');
    await page.screenshot({ path: join(config.screenshots, 'phone-computer-6x6.png'), fullPage: true });
    await page.getByTestId('lang-fr').click();
    assert.equal(await page.getByTestId('player-top').locator('.player-name').textContent(), 'Ordinateur — Intermédiaire · Clair');
    assert.equal(await page.getByTestId('request_takeback').textContent(), 'Reprendre le coup');
    await page.screenshot({ path: join(config.screenshots, 'phone-computer-6x6-fr.png'), fullPage: true });
    // The home page's form, in French, at the same size.
    await page.goto(`${server.url}/`);
    await page.getByTestId('computer-form').waitFor();
    assert.match(await page.getByTestId('computer-form').textContent(), /Jouer contre l’ordinateur.*Débutant.*Intermédiaire.*Avancé.*Expert.*Nouvelle partie/s);
    assert.ok(await noHorizontalScroll(page), 'home scrolls sideways');
    await page.getByTestId('computer-form').screenshot({ path: join(config.screenshots, 'phone-home-computer-fr.png') });
  }],

  ['a missed event is noticed by its version and repaired with a snapshot', async ({ server, newContext }) => {
    const creator = await (await newContext()).newPage();
    const link = await createInvitation(creator, server.url, { color: 'first' });
    const friend = await (await newContext()).newPage();
    // Between the friend's page and the server: drop one move event, and record what the page sends.
    let dropNextMove = false;
    const sent = [];
    await friend.routeWebSocket(/\/ws$/, (ws) => {
      const upstream = ws.connectToServer();
      ws.onMessage((message) => { sent.push(String(message)); upstream.send(message); });
      upstream.onMessage((message) => {
        if (dropNextMove && /"kind":"move"/.test(String(message))) { dropNextMove = false; return; }
        ws.send(message);
      });
    });
    await friend.goto(link);
    await friend.getByTestId('status').waitFor();
    await creator.getByTestId('share-box').waitFor({ state: 'detached' }); // as in twoPlayers
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    dropNextMove = true;
    await playByClicks(creator, PETTEIA_WIN[2]); // the friend never hears of this move...
    await friend.waitForTimeout(300);
    assert.equal(await moveCount(friend), 2);
    await creator.getByTestId('offer_draw').click(); // ...until the next event shows a gap in versions
    await friend.getByTestId('draw-offer').waitFor();
    await waitForMoves(friend, 3);
    await waitForStatus(friend, /^Your move$/);
    assert.ok(sent.some((message) => /"type":"snapshot"/.test(message)), 'the page did not ask for a snapshot');
    assert.deepEqual(await boardPieces(friend), await boardPieces(creator));
  }],

  ['the client reconnects by itself after the server restarts, and resyncs', async ({ newContext }) => {
    const own = await startServer();
    try {
      const { creator, friend } = await twoPlayers(newContext, own.url);
      await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
      await own.stop({ keepData: true });
      await creator.locator('.conn-banner.visible').waitFor();
      const again = await startServer({ port: own.port, dataDir: own.dataDir });
      try {
        await creator.locator('.conn-banner.visible').waitFor({ state: 'hidden', timeout: 20_000 });
        await friend.locator('.conn-banner.visible').waitFor({ state: 'hidden', timeout: 20_000 });
        await playByClicks(creator, PETTEIA_WIN[2]);
        await waitForMoves(friend, 3);
      } finally {
        await again.stop();
      }
    } finally {
      await own.stop().catch(() => undefined);
    }
  }],

  ['an unknown invitation, rules, sources and the language switch', async ({ server, newContext }) => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/g/NoSuchGame123`);
    await page.getByTestId('not-found').waitFor();
    assert.match(await page.locator('h1').textContent(), /This invitation does not exist/);
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await page.getByTestId('rules').waitFor();
    assert.match(await page.locator('h1').textContent(), /^Rules$/);
    await page.getByTestId('lang-fr').click();
    assert.match(await page.locator('h1').textContent(), /^Règles$/);
    await page.reload();
    assert.match(await page.locator('h1').textContent(), /^Règles$/); // the choice is kept
    await page.getByRole('link', { name: 'Sources', exact: true }).click();
    await page.getByTestId('sources').waitFor();
    assert.match(await page.locator('h1').textContent(), /Sources et limites/);
    // The references (from one list for both languages, see test/references.test.ts) as headings.
    const headings = () => page.locator('[data-topic] h3').allTextContents();
    assert.deepEqual(await headings(), ['Homère, Odyssée 1.107', 'Platon, République 487b–c', 'Aristote, Politique 1253a',
      'Pollux, Onomasticon 9.98 (IIe siècle apr. J.-C.)', 'Le ludus latrunculorum romain']);
    await page.getByTestId('lang-en').click();
    assert.deepEqual(await headings(), ['Homer, Odyssey 1.107', 'Plato, Republic 487b–c', 'Aristotle, Politics 1253a',
      'Pollux, Onomasticon 9.98 (2nd century AD)', 'The Roman ludus latrunculorum']);
    assert.match(await page.getByTestId('sources').textContent(), /\(Gorgias, Statesman, Laws\).*\(Varro, Ovid, Martial, Laus Pisonis\)/s);
    await page.goto(`${server.url}/sources`);
    await page.getByTestId('sources').waitFor();
  }],

  ['an exercise solved anonymously, a wrong move explained and retried, the progress merged into a new account and seen on another device', async ({ server, newContext }) => {
    // A capture exercise from the set the server loads, played through the page from its solution.
    const exercises = await exerciseSet(repoDir);
    const exercise = exercises.filter((one) => one.family === 'capture').sort((a, b) => a.solution.length - b.solution.length)[0];
    assert.ok(exercise, 'no capture exercise in db/data/exercises.json');
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const password = 'petteia e2e password';

    const anonymous = await (await newContext()).newPage();
    // A signed-out visitor's page makes no request the browser reports as an error (no 401 from /api/account).
    const consoleErrors = [];
    anonymous.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await anonymous.goto(`${server.url}/`);
    await anonymous.getByTestId('home-exercises').click();
    await anonymous.getByTestId(`exercise-${exercise.id}`).waitFor();
    assert.equal(await anonymous.getByTestId(`exercise-${exercise.id}`).getAttribute('data-solved'), 'false');
    // Focus goes to the new page's heading (screen readers start there).
    assert.equal(await anonymous.evaluate(() => document.activeElement?.tagName), 'H1');
    assert.deepEqual(consoleErrors, []);
    assert.equal(await anonymous.getByTestId('signin-hint').count(), 1);
    // Told apart: numbered within their family, the move count not repeated after a goal that says it.
    assert.match(await anonymous.locator('.exercise-link').first().textContent(), /^Capture 1\. /);
    const oneMoveWin = exercises.find((one) => one.goal.en === 'Win in one move.');
    if (oneMoveWin) assert.doesNotMatch(await anonymous.getByTestId(`exercise-${oneMoveWin.id}`).textContent(), /in 1 move/);
    const firstInList = await anonymous.locator('.exercise-link').first().getAttribute('href');
    assert.equal(await anonymous.getByTestId('continue').getAttribute('href'), firstInList);
    // The board filter, from the keyboard (radio buttons), kept over a reload.
    await anonymous.getByTestId('board-all').focus();
    await anonymous.keyboard.press('ArrowRight');
    assert.equal(await anonymous.getByTestId('board-petteia-6x6').isChecked(), true);
    await anonymous.getByTestId('board-petteia-8x8').check();
    const only8 = async () => (await anonymous.locator('.exercise-link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .every((href) => href.startsWith('/exercises/p8-'));
    assert.ok(await only8(), 'the 8×8 filter shows other boards');
    await anonymous.reload();
    await anonymous.locator('.exercise-link').first().waitFor();
    assert.equal(await anonymous.getByTestId('board-petteia-8x8').isChecked(), true);
    assert.ok(await only8(), 'the filter is not kept over a reload');
    await anonymous.getByTestId('board-all').check();
    await anonymous.getByTestId(`exercise-${exercise.id}`).waitFor();
    await anonymous.getByTestId(`exercise-${exercise.id}`).click();
    await anonymous.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
    assert.equal(await anonymous.getByTestId('goal').textContent(), `Goal: ${exercise.goal.en}`);

    // A legal move that is not the solution: explained; "Try again" puts the position back.
    const start = await boardPieces(anonymous);
    const { state } = await anonymous.evaluate(async (id) => (await fetch(`/api/exercises/${id}`)).json(), exercise.id);
    const solutionFrom = exercise.solution[0].split('-')[0];
    const wrong = state.legal.find((move) => !move.startsWith(`${solutionFrom}-`)) ?? state.legal.find((move) => move !== exercise.solution[0]);
    assert.ok(wrong, 'the start position has a single legal move');
    assert.equal(await playExerciseMove(anonymous, wrong), 'wrong');
    const explanation = await anonymous.getByTestId('explanation').textContent();
    const shownWrong = wrong.replace('-', ' → ');
    assert.match(explanation, new RegExp(`^You played ${shownWrong}: it takes (no piece|\\d+ pieces?); the goal is to take \\d+\\.`));
    assert.notDeepEqual(await boardPieces(anonymous), start, 'the wrong move is not shown');
    // The player's own move is marked too (apart from the reply), and named in the square's label.
    const triedSquares = await anonymous.locator('[data-square].is-tried').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
    if (/would answer/.test(explanation)) {
      assert.deepEqual(triedSquares.sort(), wrong.split('-').sort());
      assert.match(await square(anonymous, wrong.split('-')[1]).getAttribute('aria-label'), /your move/);
    }
    // One move to find: "Restart" would be "Try again", so only "Try again" is offered.
    if (exercise.solution.length === 1) assert.equal(await anonymous.getByTestId('restart').count(), 0);
    // The explanation follows the language switch, the keyboard stays on the switch, sides in the plural.
    await anonymous.getByTestId('lang-fr').click();
    assert.equal(await anonymous.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'lang-fr');
    const french = await anonymous.getByTestId('explanation').textContent();
    assert.match(french, new RegExp(`^Vous avez joué ${shownWrong} : ce coup (ne prend aucune pièce|prend \\d+ pièces?) ; l’objectif est d’en prendre \\d+\\.`));
    if (/répondrai/.test(french)) assert.match(french, /Les (clairs|foncés) répondraient /);
    await anonymous.getByTestId('lang-en').click();
    assert.equal(await anonymous.getByTestId('explanation').textContent(), explanation);
    await anonymous.screenshot({ path: join(config.screenshots, 'exercise-wrong.png'), fullPage: true });
    await anonymous.getByTestId('try-again').click();
    assert.deepEqual(await boardPieces(anonymous), start);
    assert.equal(await exercisePhase(anonymous), 'solving');
    // "Show my threatened pieces": the ⚠ marks, or, with nothing threatened, a sentence saying so.
    await anonymous.getByTestId('show-threats').check();
    const threatened = state.threatened[state.to_move] ?? [];
    if (threatened.length) assert.equal(await anonymous.locator('[data-square].is-threatened').count(), threatened.length);
    else assert.equal(await anonymous.getByTestId('threat-note').textContent(), 'None of your pieces is threatened.');
    await anonymous.getByTestId('show-threats').uncheck();
    assert.equal(await anonymous.getByTestId('threat-note').textContent(), '');

    // The solution, the defence's replies drawn and announced in between.
    for (let i = 0; i < exercise.solution.length; i += 2) {
      const phase = await playExerciseMove(anonymous, exercise.solution[i]);
      const reply = exercise.solution[i + 1];
      if (reply) {
        assert.equal(phase, 'solving');
        assert.ok((await statusText(anonymous)).includes(reply.replace('-', ' → ')), `the reply ${reply} is not announced`);
        assert.notEqual(await pieceOn(anonymous, reply.split('-')[1]), null);
      } else assert.equal(phase, 'solved');
    }
    assert.match(await statusText(anonymous), /^Solved!/);
    // The keyboard is taken to "Next exercise" once it exists.
    await anonymous.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'next-exercise');
    await anonymous.screenshot({ path: join(config.screenshots, 'exercise-solved.png'), fullPage: true });
    await anonymous.getByTestId('back-to-list').click();
    const listed = anonymous.getByTestId(`exercise-${exercise.id}`);
    await listed.waitFor();
    assert.equal(await listed.getAttribute('data-solved'), 'true');
    assert.match(await listed.textContent(), /✓.*, solved$/);
    assert.ok(await noHorizontalScroll(anonymous), 'the exercises list scrolls sideways');

    // Signing up merges this browser's progress into the new account.
    await anonymous.getByTestId('nav-signin').click();
    await anonymous.getByTestId('to-signup').click();
    await submitCredentials(anonymous, 'signup', 'x!', 'short');
    assert.match(await anonymous.getByTestId('username-error').textContent(), /letters A–Z/);
    assert.match(await anonymous.getByTestId('password-error').textContent(), /at least 8/);
    await submitCredentials(anonymous, 'signup', username, password);
    await anonymous.getByTestId('account-name').waitFor();
    assert.equal(await anonymous.getByTestId('account-solved').textContent(), '1 exercise solved.');
    assert.equal(await anonymous.getByTestId('nav-account').count(), 1);

    // Another device: the account's progress is the list's truth.
    const other = await (await newContext()).newPage();
    await other.goto(`${server.url}/signin`);
    await submitCredentials(other, 'signin', username.toUpperCase(), password); // names are unique whatever their case
    await other.getByTestId('account-name').waitFor();
    await other.getByRole('link', { name: 'Exercises', exact: true }).click();
    await other.getByTestId(`exercise-${exercise.id}`).waitFor();
    // Loaded directly while signed in: no "Sign in to keep your progress".
    await other.reload();
    await other.getByTestId(`exercise-${exercise.id}`).waitFor();
    assert.equal(await other.getByTestId('signin-hint').count(), 0);
    assert.equal(await other.getByTestId('nav-account').count(), 1);
    assert.equal(await other.getByTestId(`exercise-${exercise.id}`).getAttribute('data-solved'), 'true');
    const unsolved = exercises.find((one) => one.id !== exercise.id);
    if (unsolved) assert.equal(await other.getByTestId(`exercise-${unsolved.id}`).getAttribute('data-solved'), 'false');

    // Signed in, a longer exercise: the defence answers, a reload in the middle replays the moves
    // found so far, and the solution is stored in the account.
    const longer = exercises.filter((one) => one.solution.length >= 3).sort((a, b) => a.solution.length - b.solution.length)[0];
    if (longer) {
      await other.getByTestId(`exercise-${longer.id}`).click();
      const solving = () => other.waitForFunction(() => document.querySelector('[data-testid="status"]')?.getAttribute('data-phase') === 'solving');
      await solving();
      for (let i = 0; i < longer.solution.length; i += 2) {
        const phase = await playExerciseMove(other, longer.solution[i]);
        const reply = longer.solution[i + 1];
        if (!reply) {
          assert.equal(phase, 'solved');
          break;
        }
        assert.equal(phase, 'solving');
        assert.match(await statusText(other), new RegExp(`^Right! (Light|Dark) answers ${reply.replace('-', ' → ')}`));
        if (i === 0) {
          const position = await boardPieces(other);
          await other.reload();
          await solving();
          assert.deepEqual(await boardPieces(other), position, 'the reload did not replay the moves found');
        }
      }
      // A finish says why it is won, from the final position.
      const why = longer.family === 'finish' ? '(Light|Dark) has (only one piece left|no piece left|no legal move): you win\\. ' : '';
      assert.match(await statusText(other), new RegExp(`^Solved! ${why}Well played\\. It is saved in your account\\.$`));
      await other.getByTestId('back-to-list').click();
      await other.getByTestId(`exercise-${longer.id}`).waitFor();
      assert.equal(await other.getByTestId(`exercise-${longer.id}`).getAttribute('data-solved'), 'true');
    }
  }],

  ['accounts through the page: a wrong password, a finished game listed, log out, delete the account', async ({ server, newContext }) => {
    const username = `acct${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const password = 'first password 1';
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('nav-signin').click();
    await page.getByTestId('signin-page').waitFor();
    await page.getByTestId('to-signup').click();
    await submitCredentials(page, 'signup', username, password);
    await page.getByTestId('account-name').waitFor();
    // The same name in another case is taken.
    const second = await (await newContext()).newPage();
    await second.goto(`${server.url}/signup`);
    await submitCredentials(second, 'signup', username.toUpperCase(), password);
    await second.waitForFunction(() => document.querySelector('[data-testid="username-error"]')?.textContent);
    assert.match(await second.getByTestId('username-error').textContent(), /taken/);

    // A game played while signed in is listed on the account page, with a link to it.
    const gameUrl = await createComputerGame(page, server.url, { level: 'beginner', color: 'first' });
    const gameId = gameUrl.split('/g/')[1];
    await page.getByTestId('ask-resign').click();
    await page.getByTestId('resign').click();
    await waitForStatus(page, /^You lost/);
    await page.getByTestId('nav-account').click();
    const listed = page.getByTestId(`game-${gameId}`);
    await listed.waitFor();
    assert.match(await listed.textContent(), /^Loss.*Petteia 6×6, against the computer \(Beginner\), you played Light/);
    assert.equal(await listed.getAttribute('href'), `/g/${gameId}`);

    // Change the password: a wrong current one is refused next to its field.
    await page.getByTestId('current-password').fill('not my password');
    await page.getByTestId('new-password').fill('second password 2');
    await page.getByTestId('change-password-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="current-password-error"]')?.textContent);
    assert.equal(await page.getByTestId('current-password-error').textContent(), 'The current password is wrong.');
    assert.equal(await page.getByTestId('current-password').getAttribute('aria-invalid'), 'true');
    await page.getByTestId('log-out').click();
    await page.getByTestId('flash').waitFor();
    assert.equal(await page.getByTestId('flash').textContent(), 'You are signed out.');
    assert.equal(await page.getByTestId('nav-signin').count(), 1);

    // A wrong password at sign-in says so; the right one works.
    await submitCredentials(page, 'signin', username, 'wrong password');
    await page.waitForFunction(() => document.querySelector('[data-testid="signin-error"]')?.textContent);
    assert.equal(await page.getByTestId('signin-error').textContent(), 'Wrong user name or password.');
    await page.getByTestId('password-show').check();
    assert.equal(await page.getByTestId('password').getAttribute('type'), 'text');
    await submitCredentials(page, 'signin', username, password);
    await page.getByTestId('account-name').waitFor();

    // Deleting asks for the password, and afterwards the account no longer signs in.
    await page.getByTestId('delete-password').fill('wrong password');
    await page.getByTestId('delete-account-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="delete-password-error"]')?.textContent);
    assert.equal(await page.getByTestId('delete-password-error').textContent(), 'The password is wrong.');
    await page.getByTestId('delete-password').fill(password);
    await page.getByTestId('delete-account-submit').click();
    await page.getByTestId('flash').waitFor();
    assert.equal(await page.getByTestId('flash').textContent(), 'Your account has been deleted.');
    await submitCredentials(page, 'signin', username, password);
    await page.waitForFunction(() => document.querySelector('[data-testid="signin-error"]')?.textContent);
    assert.equal(await page.getByTestId('signin-error').textContent(), 'Wrong user name or password.');
    await page.goto(`${server.url}/account`);
    await page.getByTestId('not-signed-in').waitFor();
  }],

  ['phone, tablet and desktop screens (screenshots)', async ({ server, newContext }) => {
    const sizes = [['phone', 360, 740], ['tablet', 768, 1024], ['desktop', 1280, 800]];
    for (const [name, width, height] of sizes) {
      const options = { viewport: { width, height }, ...(name === 'phone' ? { hasTouch: true, isMobile: true } : {}) };
      const home = await (await newContext(options)).newPage();
      await home.goto(`${server.url}/`);
      await home.getByTestId('home').waitFor();
      assert.ok(await noHorizontalScroll(home), `${name}: home scrolls sideways`);
      await home.screenshot({ path: join(config.screenshots, `${name}-home.png`), fullPage: true });
      for (const variant of ['petteia-6x6', 'petteia-8x8']) {
        const { creator, friend } = await twoPlayers(newContext, server.url, { variant, time: '5+3' }, options);
        if (variant === 'petteia-6x6') await playLine(creator, friend, PETTEIA_WIN.slice(0, 4));
        await friend.setViewportSize({ width, height });
        await friend.getByTestId('show-threats').check();
        // At the start nothing is threatened: the switch says so rather than seeming to do nothing.
        if (variant === 'petteia-8x8') assert.equal(await friend.getByTestId('threat-note').textContent(), 'None of your pieces is threatened.');
        const board = await friend.locator('svg.board').boundingBox();
        const cell = board.width / (variant === 'petteia-6x6' ? 6 : 8);
        assert.ok(cell >= 44, `${name} ${variant}: squares of ${cell.toFixed(1)} px`);
        if (name === 'phone') assert.ok(board.width >= width - 1, `${name}: the board (${board.width} px) does not fill the width`);
        assert.ok(await noHorizontalScroll(friend), `${name} ${variant}: the game scrolls sideways`);
        const small = await friend.evaluate(() => [...document.querySelectorAll('button, .choice, .switch, .nav-link')]
          .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44).map((el) => el.textContent));
        assert.deepEqual(small, [], `${name}: touch targets under 44 px`);
        await friend.screenshot({ path: join(config.screenshots, `${name}-${variant}.png`), fullPage: name !== 'desktop' });
      }
      const rules = await (await newContext(options)).newPage();
      await rules.goto(`${server.url}/rules`);
      assert.ok(await noHorizontalScroll(rules), `${name}: rules scroll sideways`);
      await rules.screenshot({ path: join(config.screenshots, `${name}-rules.png`) });
      for (const [path, ready] of [['/exercises', '.exercise-groups > :not([role])'], ['/signup', '[data-testid="signup"]']]) {
        await rules.goto(`${server.url}${path}`);
        await rules.locator(ready).first().waitFor();
        assert.ok(await noHorizontalScroll(rules), `${name}: ${path} scrolls sideways`);
        const small = await rules.evaluate(() => [...document.querySelectorAll('button, .exercise-link, .switch, .chip, .nav-link, input:not([type="checkbox"]):not([type="radio"])')]
          .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44).map((el) => el.outerHTML.slice(0, 60)));
        assert.deepEqual(small, [], `${name} ${path}: touch targets under 44 px`);
        await rules.screenshot({ path: join(config.screenshots, `${name}${path.replace('/', '-')}.png`), fullPage: true });
      }
    }
  }],
];

checkPrerequisites();
const server = await startServer();
const { browser, close } = await launchBrowser();
let ok = false;
try {
  ok = await runTests(tests, { server, browser });
} finally {
  await close().catch((error) => console.error(`closing the browser: ${error}`));
  await server.stop();
}
process.exit(ok ? 0 : 1);
