// The pages around the games: not found, rules, sources, and the language switch.
import { assert, openMenu } from '../helpers.mjs';

export default [
  ['an unknown invitation, rules, sources and the language switch', async ({ server, newContext }) => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/g/NoSuchGame123`);
    await page.getByTestId('not-found').waitFor();
    assert.match(await page.locator('h1').textContent(), /This invitation does not exist/);
    await openMenu(page);
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await page.getByTestId('rules').waitFor();
    assert.match(await page.locator('h1').textContent(), /^Rules$/);
    await page.getByTestId('lang-fr').click();
    assert.match(await page.locator('h1').textContent(), /^Règles$/);
    await page.reload();
    assert.match(await page.locator('h1').textContent(), /^Règles$/); // the choice is kept
    await openMenu(page);
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
];
