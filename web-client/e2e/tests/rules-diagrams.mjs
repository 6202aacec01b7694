// The rules page on a 360×740 phone: its contents at the top, and the diagrams (movement, capture,
// multiple capture, safe entry, the two ways to win; Le Grec's step, jump, arrival and blockade) drawn within the screen's width, each with its
// caption and a description for screen readers, in English and in French.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, PHONE } from '../helpers.mjs';

const IDEAS = ['move', 'capture', 'multiple-capture', 'safe-entry', 'win-pieces', 'win-no-moves', 'grec-step', 'grec-jump', 'grec-win-arrived', 'grec-win-no-moves'];

/** Each diagram as the reader gets it: its id, its board's box, its caption and hidden description. */
function diagrams(page) {
  return page.locator('figure.rule-diagram').evaluateAll((figures) => figures.map((figure) => {
    const box = figure.querySelector('svg').getBoundingClientRect();
    return {
      id: figure.getAttribute('data-diagram'),
      left: box.left,
      right: box.right,
      height: box.height,
      pieces: figure.querySelectorAll('[data-piece]').length,
      crossed: [...figure.querySelectorAll('.is-captured')].map((square) => square.getAttribute('data-square')),
      arrow: figure.querySelectorAll('.diagram-arrow line').length,
      focusable: figure.querySelectorAll('[tabindex]').length,
      caption: figure.querySelector('figcaption')?.textContent ?? '',
      description: figure.querySelector('.sr-only')?.textContent ?? '',
    };
  }));
}

export default [
  ['the rules page shows its diagrams with captions on a phone, in English and French, under a table of contents', async ({ server, newContext }) => {
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.url}/rules`);
    await page.getByTestId('rules').waitFor();
    await page.getByTestId('lang-en').click();
    for (const [language, contents, captionWord] of [['en', 'Contents', /Capture/], ['fr', 'Sommaire', /Prise/]]) {
      if (language === 'fr') await page.getByTestId('lang-fr').click();
      const toc = page.getByRole('navigation', { name: contents });
      await toc.waitFor();
      assert.ok(await toc.locator('a[href="#petteia-3"]').count() === 1, 'the contents link to the capture section');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(config.screenshots, `rules-contents-phone-${language}.png`) });
      const width = page.viewportSize().width;
      const shown = await diagrams(page);
      assert.deepEqual(shown.map((diagram) => diagram.id), IDEAS);
      for (const diagram of shown) {
        assert.ok(diagram.left >= 0 && diagram.right <= width, `${diagram.id} fits the ${width} px screen`);
        assert.ok(diagram.height > 100, `${diagram.id} is drawn large enough to read`);
        assert.ok(diagram.pieces >= 4, `${diagram.id} has its pieces`);
        assert.equal(diagram.arrow, 1, `${diagram.id} shows its move`);
        assert.equal(diagram.focusable, 0, `${diagram.id} is a picture, not a control`);
        assert.ok(diagram.caption.length > 20 && diagram.description.length > diagram.caption.length, `${diagram.id} is told in words`);
      }
      assert.match(shown.find((diagram) => diagram.id === 'capture').caption, captionWord);
      assert.deepEqual(shown.find((diagram) => diagram.id === 'multiple-capture').crossed.sort(), ['C4', 'D3']);
      assert.deepEqual(shown.find((diagram) => diagram.id === 'safe-entry').crossed, []);
      await page.locator('a[href="#petteia-3"]').click();
      await page.locator('figure[data-diagram="capture"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(config.screenshots, `rules-diagrams-phone-${language}.png`) });
      await page.locator('figure[data-diagram="grec-win-no-moves"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(config.screenshots, `rules-grec-diagrams-phone-${language}.png`) });
    }
  }],
];
