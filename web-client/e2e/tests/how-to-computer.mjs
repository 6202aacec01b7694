// A newcomer to a game is shown how to play it against the computer too (not only when invited),
// in view with the board and both clocks on a phone, in both languages; once dismissed, or once a
// game of it is over, the browser does not show it again for that game.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { PHONE, assert, createComputerGame, inViewport } from '../helpers.mjs';

export default [
  ['a newcomer playing Le Grec against the computer is shown how its pieces move, in view with the board, until "Got it"', async ({ server, newContext }) => {
    for (const [locale, words] of [['en-GB', /Bring all seven pieces into the opposite half first to win\./], ['fr-FR', /sept pièces/]]) {
      const page = await (await newContext({ ...PHONE, locale, newcomer: true })).newPage();
      await createComputerGame(page, server.url, { variant: 'grec', time: '5+0' });
      const howTo = page.getByTestId('how-to');
      await howTo.waitFor();
      assert.match(await howTo.textContent(), words);
      for (const part of [howTo, page.locator('.board-wrap'), page.getByTestId('clock-top'), page.getByTestId('clock-bottom')])
        assert.ok(await inViewport(part), `${locale}: the how-to, the board or a clock is out of view`);
      await page.screenshot({ path: join(config.screenshots, `how-to-computer-grec-${locale}.png`) });
      await page.getByTestId('how-to-close').click();
      assert.equal(await howTo.count(), 0);
      // The next game of Le Grec: the browser knows it.
      await createComputerGame(page, server.url, { variant: 'grec', time: '5+0' });
      await page.locator('svg.board').waitFor();
      assert.equal(await page.getByTestId('how-to').count(), 0, `${locale}: the how-to came back after "Got it"`);
      // A game this browser has not played: its own how-to.
      await createComputerGame(page, server.url, { variant: 'petteia-6x6' });
      await page.getByTestId('how-to').waitFor();
    }
  }],
];
