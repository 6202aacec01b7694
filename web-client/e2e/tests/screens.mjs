// What the main screens look like at three sizes (touch targets, no sideways scroll, screenshots).
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, noHorizontalScroll, playLine, twoPlayers } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

// One test a size: each closes its pages when done, so no more than six are open at once (with all
// eighteen open, a full-page screenshot waited over 10 s for a renderer on CI's two cores).
const sizes = [['phone', 360, 740], ['tablet', 768, 1024], ['desktop', 1280, 800]];

export default sizes.map(([name, width, height]) => [
  `${name} screens (screenshots): home, two games, rules, exercises, sign-up`, async ({ server, newContext }) => {
    const options = { viewport: { width, height }, ...(name === 'phone' ? { hasTouch: true, isMobile: true } : {}) };
    const home = await (await newContext(options)).newPage();
    await home.goto(`${server.url}/`);
    await home.getByTestId('home').waitFor();
    assert.ok(await noHorizontalScroll(home), `${name}: home scrolls sideways`);
    await home.screenshot({ path: join(config.screenshots, `${name}-home.png`), fullPage: true });
    for (const variant of ['petteia-6x6', 'petteia-8x8']) {
      const { creator, friend } = await twoPlayers(newContext, server.url, { variant, time: '5+0' }, options);
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
  }]);
