// Compact and legible on a phone: a header of one row, board coordinates readable and never under
// a piece on 8×8, and Le Grec's two goal halves shaded from the server's catalogue.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, DESKTOP, PHONE, square, twoPlayers, waitForStatus } from '../helpers.mjs';

/**
 * Each drawn coordinate: its text, font size in CSS px, and the gap (px) between the glyph's ink and
 * the piece on its square (null if none); for one drawn in the frame outside the squares (square
 * null), how far its ink stays off the squares (px, negative if it overlaps them). The ink's box is measured tight (a canvas's text metrics
 * in the same font), not the em box, whose room for descenders no digit or capital uses.
 */
function coordinates(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const pen = document.createElement('canvas').getContext('2d');
    const squares = svg.querySelector('[data-square]') && [...svg.querySelectorAll('[data-square] .sq-bg')].map((el) => el.getBoundingClientRect());
    const area = {
      left: Math.min(...squares.map((r) => r.left)), right: Math.max(...squares.map((r) => r.right)),
      top: Math.min(...squares.map((r) => r.top)), bottom: Math.max(...squares.map((r) => r.bottom)),
    };
    return [...svg.querySelectorAll('.coord')].filter((text) => text.textContent && text.getBoundingClientRect().width > 0).map((text) => {
      // A corner's letters stand beside their square's button, in a group naming it (board.ts).
      const of = text.closest('[data-coords-of]')?.getAttribute('data-coords-of');
      const group = of ? svg.querySelector(`[data-square="${of}"]`) : null;
      const em = text.getBoundingClientRect();
      const style = getComputedStyle(text);
      pen.font = `${style.fontWeight} ${parseFloat(style.fontSize) * scale}px ${style.fontFamily}`;
      const ink = pen.measureText(text.textContent);
      const baseline = em.top + ink.fontBoundingBoxAscent;
      const box = {
        left: em.left - ink.actualBoundingBoxLeft, right: em.left + ink.actualBoundingBoxRight,
        top: baseline - ink.actualBoundingBoxAscent, bottom: baseline + ink.actualBoundingBoxDescent,
      };
      const px = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (!group) {
        // Off the squares: left of them or below them, whichever side it is on.
        const off = Math.max(area.left - box.right, box.top - area.bottom);
        return { square: null, text: text.textContent, px, gap: null, off };
      }
      const body = group.querySelector(group.classList.contains('has-1') ? '.piece-1 .piece-body' : '.piece-0 .piece-body');
      let gap = null;
      if (group.hasAttribute('data-piece') && body) {
        const circle = body.getBoundingClientRect();
        // The piece as drawn: its circle plus half its outline.
        const radius = circle.width / 2 + (parseFloat(getComputedStyle(body).strokeWidth) / 2) * scale;
        const cx = circle.left + circle.width / 2;
        const cy = circle.top + circle.height / 2;
        const nx = Math.max(box.left, Math.min(cx, box.right));
        const ny = Math.max(box.top, Math.min(cy, box.bottom));
        gap = Math.hypot(nx - cx, ny - cy) - radius;
      }
      return { square: group.getAttribute('data-square'), text: text.textContent, px, gap, off: null };
    });
  });
}

export default [
  ['a phone header of one row with a menu; 8×8 coordinates of at least 11 px, never under a piece', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const { creator, friend } = await twoPlayers(newContext, server.url, { variant: 'petteia-8x8' }, options);
      await waitForStatus(friend, /^Your opponent’s move$/);
      const header = await friend.locator('.site-header').boundingBox();
      assert.ok(header.height <= 50, `${size}: the header is ${header.height} px tall`);
      const drawn = await coordinates(friend);
      assert.equal(drawn.length, 16, `${size}: 8 letters and 8 numbers`);
      for (const coordinate of drawn) {
        assert.ok(coordinate.px >= 11, `${size}: ${coordinate.text} on ${coordinate.square} is ${coordinate.px.toFixed(1)} px`);
        if (coordinate.gap !== null) assert.ok(coordinate.gap >= 0, `${size}: ${coordinate.text} on ${coordinate.square} is under the piece (${coordinate.gap.toFixed(1)} px)`);
      }
      assert.ok(drawn.some((coordinate) => coordinate.gap !== null), 'no coordinate shares a square with a piece: the check checked nothing');
      await friend.screenshot({ path: join(config.screenshots, `board-8x8-${size}.png`) });
      if (size === 'phone') {
        // The links are behind the menu button, which says whether it is open; Escape folds them again.
        const menu = friend.getByTestId('menu');
        assert.equal(await friend.getByRole('link', { name: 'Rules', exact: true }).isVisible(), false);
        await menu.click();
        assert.equal(await menu.getAttribute('aria-expanded'), 'true');
        assert.ok(await friend.getByRole('link', { name: 'Rules', exact: true }).isVisible());
        await friend.screenshot({ path: join(config.screenshots, 'header-menu-phone.png') });
        await friend.keyboard.press('Escape');
        assert.equal(await menu.getAttribute('aria-expanded'), 'false');
        assert.equal(await friend.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'menu');
        assert.equal(await friend.getByRole('link', { name: 'Rules', exact: true }).isVisible(), false);
      } else {
        assert.equal(await friend.getByTestId('menu').isVisible(), false);
        assert.ok(await friend.getByRole('link', { name: 'Rules', exact: true }).isVisible());
      }
      await creator.close();
    }
  }],

  // On a 360 px phone the 10×10 board's squares are 36 px and its tokens fill them (radius 41 of 100):
  // the corners could hold 8.6 px glyphs at most, so there the coordinates stand in a frame outside
  // the squares; on a desktop, in the corners.
  ['10×10: coordinates of at least 11 px, in the corners on a desktop, in a frame off the squares on a phone', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const { friend } = await twoPlayers(newContext, server.url, { variant: 'petteia-chess' }, options);
      await waitForStatus(friend, /^Your opponent’s move$/);
      const drawn = await coordinates(friend);
      assert.equal(drawn.length, 20, `${size}: 10 letters and 10 numbers`);
      assert.deepEqual(drawn.map((coordinate) => coordinate.text).sort(), ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].sort());
      for (const coordinate of drawn) {
        assert.ok(coordinate.px >= 11, `${size}: ${coordinate.text} is ${coordinate.px.toFixed(1)} px`);
        if (size === 'phone') assert.ok(coordinate.square === null && coordinate.off >= 0, `phone: ${coordinate.text} is on the squares (${JSON.stringify(coordinate)})`);
        else assert.ok(coordinate.square !== null, `desktop: ${coordinate.text} left the squares`);
        if (coordinate.gap !== null) assert.ok(coordinate.gap >= 0, `${coordinate.text} on ${coordinate.square} is under the piece (${coordinate.gap.toFixed(1)} px)`);
      }
      // A tap lands on the square under it, frame or not: near the right edge of the leftmost piece
      // (a mapping that forgot the frame would hit the next square), which is picked up for a premove.
      const pick = await friend.evaluate(() => {
        const pieces = [...document.querySelectorAll('[data-square][data-piece]')].map((el) => ({ name: el.getAttribute('data-square'), box: el.querySelector('.sq-bg').getBoundingClientRect().toJSON() }));
        const bottom = Math.max(...pieces.map((entry) => entry.box.bottom));
        return pieces.filter((entry) => entry.box.bottom > bottom - 1).sort((a, b) => a.box.left - b.box.left)[0];
      });
      await friend.mouse.click(pick.box.left + pick.box.width * 0.88, pick.box.top + pick.box.height * 0.5);
      await friend.waitForFunction((name) => document.querySelector(`[data-square="${name}"]`).classList.contains('is-selected'), pick.name, { timeout: 5000 });
      await friend.screenshot({ path: join(config.screenshots, `board-10x10-${size}.png`) });
    }
  }],

  ['Le Grec: the two halves each side must fill are shaded, said in words, on the phone and the desktop', async ({ server, newContext }) => {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const { creator } = await twoPlayers(newContext, server.url, { variant: 'grec' }, options);
      await creator.setViewportSize(options.viewport);
      await creator.waitForFunction(() => document.querySelector('[data-square="A4"]')?.classList.contains('goal-0'));
      // Black (the first side) arrives in ranks 3–4, White in ranks 1–2 (GET /api/variants' goal_squares).
      for (const [name, goal] of [['A4', 'goal-0'], ['D3', 'goal-0'], ['B2', 'goal-1'], ['C1', 'goal-1']]) {
        assert.ok(await square(creator, name).evaluate((el, cls) => el.classList.contains(cls), goal), `${name} is not ${goal}`);
      }
      // Drawn differently (hatched / dotted), not by colour alone.
      const fills = await creator.evaluate(() => ['A4', 'A1'].map((name) => getComputedStyle(document.querySelector(`[data-square="${name}"] .mark-goal`)).fill));
      assert.match(fills[0], /url\("?#goal-0"?\)/);
      assert.match(fills[1], /url\("?#goal-1"?\)/);
      await creator.waitForFunction(() => document.querySelector('[data-square="A3"]')?.getAttribute('aria-label') === 'A3, empty, goal square of Black');
      assert.equal(await creator.getByTestId('goal-legend').textContent(),
        'Hatched squares (A3, A4, B3, B4, C3, C4, D3, D4): where Black must bring all its pieces to win. Dotted squares (A1, A2, B1, B2, C1, C2, D1, D2): where White must bring all its pieces.');
      await creator.screenshot({ path: join(config.screenshots, `grec-goals-${size}.png`) });
    }
    // Petteia is not won by arriving: no shading, no legend.
    const { creator } = await twoPlayers(newContext, server.url, { variant: 'petteia-6x6' });
    await waitForStatus(creator, /^Your move$/);
    await creator.evaluate(() => fetch('/api/variants')); // the page's own request has had time to answer
    assert.equal(await creator.locator('[data-square].goal-0, [data-square].goal-1').count(), 0);
    assert.equal(await creator.getByTestId('goal-legend').textContent(), '');
  }],
];
