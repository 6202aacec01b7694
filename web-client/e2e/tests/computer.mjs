// Playing the computer.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, boardPieces, createComputerGame, moveCount, noHorizontalScroll, playAnyMove, seededRandom, statusText, waitForMoves, waitForStatus } from '../helpers.mjs';

export default [
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
    await createComputerGame(page, server.url, { variant: 'petteia-6x6', level: 'intermediate', color: 'second', time: '3+2' });
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
    // Home's Play panel, in French, at the same size: the settings just used are remembered.
    await page.goto(`${server.url}/`);
    await page.getByTestId('play').click();
    assert.equal(await page.getByTestId('start-computer').textContent(), 'Jouer contre l’ordinateur');
    assert.equal(await page.getByTestId('settings-summary').textContent(), 'Petteia 6×6 · 3+2 · vous jouez en second · ordinateur : Intermédiaire');
    assert.match(await page.getByTestId('settings').textContent(), /Débutant.*Intermédiaire.*Avancé.*Expert/s);
    assert.ok(await noHorizontalScroll(page), 'home scrolls sideways');
    await page.screenshot({ path: join(config.screenshots, 'phone-home-play-fr.png'), fullPage: true });
  }],
];
