// The games come from the server's catalogue (GET /api/variants). A slow answer does not hold the
// page: Home is drawn at once, and its games appear, with their titles, when the catalogue arrives.
import { assert, PHONE } from '../helpers.mjs';

export default [
  ['a slow catalogue: Home is drawn at once, and offers every game of the catalogue once it answers', async ({ server, newContext }) => {
    const context = await newContext(PHONE);
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route('**/api/variants', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('play').click();
    assert.equal(await page.locator('input[name="variant"]').count(), 0);
    release();
    await page.getByTestId('variant-petteia-chess').waitFor({ state: 'attached' });
    const offered = await page.locator('input[name="variant"]').evaluateAll((inputs) => inputs.map((input) => input.value));
    // Every game the server lists, in its order (Le Grec's mirror arrival among them once the server has it).
    const listed = (await (await fetch(`${server.url}/api/variants`)).json()).map((entry) => entry.name);
    assert.deepEqual(offered, listed);
    for (const name of ['petteia-6x6', 'petteia-8x8', 'grec', 'petteia-chess']) assert.ok(offered.includes(name), `${name} is offered`);
    assert.match(await page.getByTestId('game-card-petteia-chess').textContent(), /^Petteia chess/);
  }],
];
