// The dark theme: a device that prefers dark gets it, the header's switch overrides the device
// (remembered), and every page's text meets WCAG AA in both themes (4.5:1, 3:1 when large), as do
// the board's coordinates (4.5:1) and pieces (3:1) against their squares.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { lowContrastBoard, lowContrastTexts } from '../contrast.mjs';
import { PHONE, DESKTOP, assert, createComputerGame, openMenu } from '../helpers.mjs';

const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Every page a player sees, each checked for contrast; screenshots named by `tag`. */
async function checkPages(page, baseUrl, tag) {
  const check = async (what) => {
    assert.deepEqual(await lowContrastTexts(page), [], `${tag} ${what}: text below WCAG AA`);
    await page.screenshot({ path: join(config.screenshots, `theme-${tag}-${what}.png`) });
  };
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('play').click();
  await check('home');
  for (const path of ['/exercises', '/rules', '/signin']) {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await check(path.slice(1));
  }
  for (const variant of ['petteia-8x8', 'petteia-chess']) {
    await createComputerGame(page, baseUrl, { variant, time: '5+0' });
    await page.locator('svg.board [data-piece]').first().waitFor();
    await page.locator('[data-square].is-movable').first().waitFor();
    assert.deepEqual(await lowContrastBoard(page), [], `${tag} ${variant}: the board below WCAG AA`);
    await check(variant);
  }
}

export default [
  ['a phone that prefers dark gets the dark theme, every page AA; the switch overrides the device and is remembered', async ({ server, newContext }) => {
    const page = await (await newContext({ ...PHONE, colorScheme: 'dark' })).newPage();
    await page.goto(`${server.url}/`);
    assert.equal(await theme(page), 'dark');
    // The measure itself: a grey on grey it must find, and nothing else on the page.
    // In the body, outside the page's <main>: a page drawn again meanwhile (the catalogue answering
    // late on a loaded machine) would take it away.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('p'), { id: 'probe', textContent: 'grey on grey', style: 'color:#777;background:#888' })));
    assert.deepEqual(await lowContrastTexts(page), ['p. "grey on grey" 1.26']);
    await page.evaluate(() => document.getElementById('probe').remove());
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(27, 21, 17)');
    await checkPages(page, server.url, 'phone-dark');
    // The switch (behind the menu on a phone): auto → dark → light, kept after a reload.
    await openMenu(page);
    const button = page.getByTestId('theme');
    assert.equal(await button.getAttribute('data-theme-choice'), 'auto');
    await button.click();
    await openMenu(page);
    await page.getByTestId('theme').click();
    assert.equal(await theme(page), 'light');
    await page.reload();
    assert.equal(await theme(page), 'light', 'the choice was not remembered');
    await checkPages(page, server.url, 'phone-light');
  }],
  ['a desktop that prefers light: the switch turns the page dark, every page AA', async ({ server, newContext }) => {
    const page = await (await newContext({ ...DESKTOP, colorScheme: 'light' })).newPage();
    await page.goto(`${server.url}/`);
    assert.equal(await theme(page), 'light');
    await page.getByTestId('theme').click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.getByTestId('theme').getAttribute('aria-label'), 'Colours: Dark (change)');
    await checkPages(page, server.url, 'desktop-dark');
  }],
];
