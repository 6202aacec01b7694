// The board and both clocks stay in the first screen of a 360×740 phone and a 1280×800 desktop,
// in both languages, whatever box is shown with them: the friend's how-to, the opponent's request,
// both at once; the toast of a declined offer never covers the board; the newest move is in view
// without scrolling (the strip above the board on a phone, the list beside it on a desktop).
// Petteia chess: the tallest board (10×10, the whole width of a phone) and the tallest bars.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { DESKTOP, PHONE, assert, inViewport, playLine, twoPlayers } from '../helpers.mjs';

/** The board and both players' bars, each wholly inside the window as it is scrolled now. */
async function boardAndClocksInView(page, what) {
  for (const [name, locator] of [['the board', page.locator('.board-wrap')], ['the top clock', page.getByTestId('clock-top')],
    ['the bottom clock', page.getByTestId('clock-bottom')], ['the top bar', page.getByTestId('player-top')], ['the bottom bar', page.getByTestId('player-bottom')]])
    assert.ok(await inViewport(locator), `${what}: ${name} is out of view`);
}

async function overlaps(a, b) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return x.y < y.y + y.height && x.y + x.height > y.y && x.x < y.x + y.width && x.x + x.width > y.x;
}

const MOVES = ['a1-a2', 'a8-a7', 'b1-b2', 'b8-b7', 'c1-c2', 'c8-c7', 'd1-d2'];

const cases = [];
for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  for (const locale of ['en-GB', 'fr-FR']) {
    cases.push([`${device}, ${locale}: the board and both clocks in view with the how-to and a request; the newest move in view; no toast on the board`, async ({ server, newContext }) => {
      const context = { ...options, locale, newcomer: true };
      const { creator, friend } = await twoPlayers(() => newContext(context), server.url, { variant: 'petteia-chess', time: '3+2' }, context);
      const shot = (page, name) => page.screenshot({ path: join(config.screenshots, `in-view-${device}-${locale}-${name}.png`) });
      // The friend came by the link: the how-to is shown.
      await friend.getByTestId('how-to').waitFor();
      assert.ok(await inViewport(friend.getByTestId('how-to')), 'the how-to is out of view');
      await boardAndClocksInView(friend, 'with the how-to');
      await shot(friend, 'how-to');
      // A request for the friend: it is in view with the board and the clocks (the how-to waits behind it).
      await creator.getByTestId('offer_draw').click();
      await friend.getByTestId('draw-offer').waitFor();
      assert.ok(await inViewport(friend.getByTestId('draw-offer')), 'the request is out of view');
      await boardAndClocksInView(friend, 'with a request');
      await shot(friend, 'request');
      await friend.getByTestId('decline_draw').click();
      // The creator hears it in a toast, which covers no square of the board.
      const toast = creator.locator('.toast.visible');
      await toast.waitFor();
      assert.equal(await overlaps(toast, creator.locator('.board-wrap')), false, 'the toast covers the board');
      await shot(creator, 'toast');
      // The how-to is back once the request is answered, and still leaves the board in view.
      assert.ok(await inViewport(friend.getByTestId('how-to')), 'the how-to did not come back');
      await boardAndClocksInView(friend, 'with the how-to again');
      await playLine(creator, friend, MOVES);
      for (const page of [creator, friend]) {
        // The first screen (the creator scrolled down to offer the draw): the newest move is in it, with the board and the clocks.
        await page.evaluate(() => window.scrollTo(0, 0));
        const newest = device === 'phone' ? page.locator('.strip-mv').last() : page.locator('[data-testid="moves"] .mv').last();
        assert.match(await newest.textContent(), /d1-d2/);
        assert.ok(await inViewport(newest), `the newest move is out of view on the ${device}`);
        await boardAndClocksInView(page, 'after the moves');
      }
      await shot(friend, 'moves');
    }]);
  }
}

export default cases;
