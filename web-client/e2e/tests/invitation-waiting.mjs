// Waiting for the friend: the invitation comes first, above the board on a phone, beside it on a desktop;
// a tap on the board says that the friend has not come; the invitation can be cancelled; the
// friend is shown how to play.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, createInvitation, DESKTOP, inViewport, PHONE, square, waitForStatus } from '../helpers.mjs';

export default [
  ['waiting for the friend on a phone and a desktop: link, copy and cancel in view by the board; a board tap says so; cancel', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const creator = await (await newContext({ ...options, permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
      const link = await createInvitation(creator, server.url);
      await waitForStatus(creator, /^Waiting for your friend to join$/);
      for (const part of ['share-link', 'copy-link', 'cancel-invitation'])
        assert.ok(await inViewport(creator.getByTestId(part)), `${size}: ${part} is not in view`);
      assert.equal(await creator.getByTestId('share-link').inputValue(), link);
      // On a phone above the board; on a desktop at the head of the column beside it.
      const card = await creator.getByTestId('share-box').boundingBox();
      const board = await creator.locator('svg.board').boundingBox();
      if (size === 'phone') assert.ok(card.y + card.height <= board.y, `${size}: the invitation is not above the board`);
      else assert.ok(card.x >= board.x + board.width && card.y <= board.y + 40, `${size}: the invitation is not beside the board, at its top`);
      await creator.screenshot({ path: join(config.screenshots, `invitation-waiting-${size}.png`) });

      // A tap on the board: nothing to play yet, and the page says why, in view, in a live region.
      assert.equal(await creator.getByTestId('waiting-note').textContent(), '');
      await square(creator, 'B1').click();
      const note = creator.getByTestId('waiting-note');
      await creator.waitForFunction(() => document.querySelector('[data-testid="waiting-note"]')?.textContent !== '');
      assert.match(await note.textContent(), /^Waiting for your friend: send them the link above\./);
      assert.equal(await note.getAttribute('aria-live'), 'polite');
      assert.equal(await creator.locator('.is-selected').count(), 0);
      // The phone has scrolled to the tapped square: the message is still in view.
      assert.ok(await inViewport(note), `${size}: the "waiting for your friend" message is not in view after a board tap`);
      await creator.screenshot({ path: join(config.screenshots, `invitation-board-tap-${size}.png`) });

      // Cancel: the game ends without result, and the friend who comes later only watches it.
      await creator.getByTestId('cancel-invitation').click();
      await waitForStatus(creator, /^You cancelled the game \(no result\)$/);
      assert.equal(await creator.getByTestId('share-box').count(), 0);
      await creator.getByTestId('new-game').waitFor();
      const late = await (await newContext(options)).newPage();
      await late.goto(link);
      await waitForStatus(late, /^Game cancelled by (Light|Dark) \(no result\)$/);
      assert.equal(await late.getByTestId('spectator').count(), 1);
    }
  }],

  ['the invited friend sees how to play, with the rules one tap away and an example on the first visit', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const creator = await (await newContext()).newPage();
      const link = await createInvitation(creator, server.url);
      const friendContext = await newContext({ ...options, newcomer: true });
      const friend = await friendContext.newPage();
      await friend.goto(link);
      await waitForStatus(friend, /^Your opponent’s move$/);
      const howTo = friend.getByTestId('how-to');
      assert.ok(await inViewport(howTo), `${size}: the how-to is not in view`);
      const lines = await howTo.locator('p').allTextContents();
      assert.deepEqual(lines, ['Move one of your pieces in a straight line, as far as you like, like a rook in chess.',
        'Trap an enemy piece between two of yours to take it; take all but one to win.']);
      const example = howTo.locator('svg.howto-example');
      assert.equal(await example.count(), 1, 'no example on the first visit');
      assert.match(await example.getAttribute('aria-label'), /^Example: /);
      assert.notEqual(await friend.locator('.howto-mover').evaluate((el) => getComputedStyle(el).animationName), 'none');
      // The board is still wholly in view on the phone, under the two lines.
      if (size === 'phone') assert.ok(await inViewport(friend.locator('svg.board')), 'the how-to pushes the board out of view');
      await friend.screenshot({ path: join(config.screenshots, `invited-friend-${size}.png`) });
      // The creator sees no how-to: this browser has played the game before.
      assert.equal(await creator.getByTestId('how-to').count(), 0);
      // "Got it" puts it away for good: a second game of Petteia on this browser has none; a first
      // game of Le Grec has its own, without the animated example (shown once per browser).
      await howTo.getByTestId('how-to-close').click();
      assert.equal(await friend.getByTestId('how-to').count(), 0);
      const second = await createInvitation(await (await newContext()).newPage(), server.url);
      await friend.goto(second);
      await waitForStatus(friend, /^Your opponent’s move$/);
      assert.equal(await friend.getByTestId('how-to').count(), 0, 'the how-to came back after "Got it"');
      const third = await createInvitation(await (await newContext()).newPage(), server.url, { variant: 'grec' });
      await friend.goto(third);
      await friend.getByTestId('how-to').waitFor();
      assert.equal(await friend.locator('svg.howto-example').count(), 0);
      await friend.getByTestId('how-to-rules').click();
      await friend.getByTestId('rules').waitFor();
    }
    // Le Grec takes no piece: its first-visit example is a step into the goal half the catalogue names.
    const grec = await createInvitation(await (await newContext()).newPage(), server.url, { variant: 'grec' });
    const newcomer = await (await newContext({ ...PHONE, newcomer: true })).newPage();
    await newcomer.goto(grec);
    await newcomer.locator('[data-testid="how-to"][data-example="race"] svg.howto-example').waitFor();
    assert.match(await newcomer.getByTestId('how-to').textContent(), /Bring all seven pieces into the opposite half first to win\./);
    assert.ok(await inViewport(newcomer.getByTestId('how-to')), 'the Le Grec how-to is not in view');
    await newcomer.screenshot({ path: join(config.screenshots, 'invited-friend-grec-phone.png') });
  }],
];
