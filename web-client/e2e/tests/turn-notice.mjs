// Telling the player that it is their move: the sounds (a beep, or the opponent's move's own sound), their switch, and the title notice.
import { assert, createInvitation, playByClicks, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['your move: a sound the switch mutes (kept after a reload), and a title notice while the tab has no focus', async ({ server, newContext }) => {
    const context = await newContext();
    // Counts the sounds: each starts a WebAudio oscillator (the sound is generated, nothing is fetched).
    await context.addInitScript(() => {
      window.__beeps = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args) { window.__beeps++; return start.apply(this, args); };
    });
    const creator = await context.newPage();
    const link = await createInvitation(creator, server.url, { color: 'first' });
    const otherTab = await context.newPage(); // where the player goes while waiting
    const friend = await (await newContext()).newPage();
    await friend.goto(link);
    await waitForStatus(creator, /^Your move$/);
    const beeps = () => creator.evaluate(() => window.__beeps);
    const plain = 'Petteia 6×6 — Petteia Online';
    const notice = '● Your move — Petteia 6×6';
    const titleIs = (title) => creator.waitForFunction((expected) => document.title === expected, title);
    assert.equal(await beeps(), 1, 'no beep when the friend arrived and it became the creator\'s move');
    // Real focus instead of Playwright's emulated one, so that the other tab can take it away.
    const cdp = await context.newCDPSession(creator);
    const realFocus = () => cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await realFocus();
    const look = async (page) => {
      await page.bringToFront();
      await creator.waitForFunction((focused) => document.hasFocus() === focused, page === creator);
    };
    await look(creator);
    await playByClicks(creator, PETTEIA_WIN[0]);
    await waitForMoves(friend, 1);
    await look(otherTab);
    assert.equal(await creator.title(), plain); // the opponent's move: nothing to say
    await playByClicks(friend, PETTEIA_WIN[1]);
    await titleIs(notice);
    // The player's own move sounded, then the friend's: that sound says "your move", without a beep on top.
    assert.equal(await beeps(), 3);
    await look(creator); // back on the tab: the title is restored
    await titleIs(plain);

    // The mute switch: reached by the keyboard, says its state, stops the sound, is remembered.
    const toggle = creator.getByTestId('sound');
    assert.equal(await toggle.getAttribute('role'), 'switch');
    assert.equal(await toggle.isChecked(), true);
    await toggle.focus();
    await creator.keyboard.press('Space');
    assert.equal(await toggle.isChecked(), false);
    assert.equal(await creator.evaluate(() => localStorage.getItem('petteia.sound')), 'off');
    await playByClicks(creator, PETTEIA_WIN[2]);
    await waitForMoves(friend, 3);
    await look(otherTab);
    await playByClicks(friend, PETTEIA_WIN[3]);
    await titleIs(notice); // muted: still the title notice...
    assert.equal(await beeps(), 3); // ...but no sound
    await look(creator);
    await creator.reload();
    await realFocus(); // Playwright emulates the focus again in a new document
    await waitForMoves(creator, 4);
    assert.equal(await creator.getByTestId('sound').isChecked(), false); // kept in local storage
    await creator.getByTestId('sound').check(); // sound on again: the next move sounds
    await playByClicks(creator, PETTEIA_WIN[4]);
    await waitForMoves(friend, 5);
    await look(otherTab);
    await playByClicks(friend, PETTEIA_WIN[5]);
    await titleIs(notice);
    await creator.waitForFunction(() => window.__beeps === 2); // counted since the reload: the two moves'
    // Once it is no longer the player's move (here the friend resigns), the title is restored, focus or not.
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await titleIs(plain);
    assert.equal(await creator.evaluate(() => document.hasFocus()), false);
  }],
];
