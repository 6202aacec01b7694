// "Show perfect play" at the end of a finished game, on a 360×740 phone: Le Grec played to its end
// (lines.mjs, 19 plies), the switch in view once the end area is scrolled to and reached by the
// keyboard from the end summary, every move of the list marked (glyph and words), the five turning
// points listed and one stepped to; a Petteia game's end has no switch (the server's solution is null).
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, createInvitation, inViewport, noHorizontalScroll, PHONE, playLine, waitForStatus } from '../helpers.mjs';
import { GREC_WIN } from '../lines.mjs';

const MARKS = [...Array(10).fill('held'), 'threwDraw', 'threwWin', 'held', 'held', 'threwDraw', 'threwWin', 'wonBack', 'lost', 'kept'];

async function friendJoins(newContext, link) {
  const friend = await (await newContext()).newPage();
  await friend.goto(link);
  await friend.getByTestId('status').waitFor();
  return friend;
}

export default [
  ['perfect play at the end of a Le Grec game on a phone: the switch by keyboard, every move marked, the turning points; none after Petteia', async ({ server, newContext }) => {
    const phone = await (await newContext(PHONE)).newPage();
    const link = await createInvitation(phone, server.url, { variant: 'grec', color: 'first' });
    const friend = await friendJoins(newContext, link);
    await phone.getByTestId('share-box').waitFor({ state: 'detached' });
    await playLine(phone, friend, GREC_WIN);
    await waitForStatus(phone, /^You won/);

    const card = phone.getByTestId('game-perfect-play');
    await card.waitFor();
    // The end area scrolled to (the summary at the top of the screen): the switch right after it, in view.
    await phone.getByTestId('end-summary').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    assert.ok(await inViewport(phone.getByTestId('perfect-play')), 'the switch is in view with the end area');
    const toggle = phone.getByTestId('perfect-play');
    assert.equal(await toggle.isChecked(), false, 'off until chosen');
    assert.equal(await phone.locator('[data-testid="moves"] .mv[data-mark]').count(), 0);
    // The keyboard: from the summary's last button, Tab lands on the switch; Space turns it on.
    await phone.getByTestId('share-result').focus();
    await phone.keyboard.press('Tab');
    assert.equal(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'perfect-play');
    await phone.keyboard.press('Space');
    await phone.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] .mv[data-mark]').length === 19);
    assert.equal(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'perfect-play', 'the focus stays on the switch');
    const marks = await phone.locator('[data-testid="moves"] .mv').evaluateAll((moves) => moves.map((move) => move.getAttribute('data-mark')));
    assert.deepEqual(marks, MARKS);
    // Glyph for the eye, words for screen readers.
    const eleventh = phone.locator('[data-testid="moves"] .mv').nth(10);
    assert.equal(await eleventh.locator('.pp-mark').textContent(), '↓');
    assert.equal(await eleventh.locator('.pp-mark').getAttribute('aria-hidden'), 'true');
    assert.equal(await eleventh.locator('.sr-only').last().textContent(), ', threw away the draw');
    assert.equal(await phone.getByTestId('turning-count').textContent(), '5 turning points');
    assert.ok(await inViewport(phone.getByTestId('turning-count')), 'the turning points are in view with the switch');
    assert.ok(await phone.getByTestId('solution-legend').isVisible());
    assert.ok(await noHorizontalScroll(phone), 'no sideways scrolling');
    await phone.screenshot({ path: join(config.screenshots, 'phone-game-perfect-play.png') });
    // A turning point steps through the game to its move.
    await phone.locator('[data-turning="10"]').click();
    await phone.waitForFunction(() => /^Move 11 of 19/.test(document.querySelector('[data-testid="step-label"]')?.textContent ?? ''));
    assert.equal(await phone.locator('[data-turning="10"]').getAttribute('aria-current'), 'step');
    // Tapped far down the page: the board comes into view with the step bar, not changed out of sight.
    for (const part of [phone.locator('.board-wrap'), phone.getByTestId('step-bar')])
      assert.ok(await inViewport(part), 'a turning point changed a board out of view');

    // Petteia: no solution, no switch.
    const petteiaLink = await createInvitation(phone, server.url, { variant: 'petteia-6x6', color: 'first' });
    const petteiaFriend = await friendJoins(newContext, petteiaLink);
    await phone.getByTestId('share-box').waitFor({ state: 'detached' });
    await playLine(phone, petteiaFriend, ['B1-B3', 'A6-A2']);
    await phone.getByTestId('ask-resign').click();
    await phone.getByTestId('resign').click();
    await waitForStatus(phone, /^You lost/);
    await phone.getByTestId('end-summary').waitFor();
    await phone.waitForTimeout(1500); // the record has been asked and answered by now
    assert.equal(await phone.getByTestId('game-perfect-play').count(), 0, 'no perfect play for an unsolved game');
  }],
];
