import { describe, expect, it } from 'vitest';
import { TurnNotice, becameMyMove, pageAttended, titleFor, type Titles } from '../src/lib/turn-notice';

const titles: Titles = { plain: 'Petteia 6×6 — Petteia Online', notice: '● Your move — Petteia 6×6' };

/** A TurnNotice whose title and beeps are recorded; `sound` stands for the mute switch. */
function notice(attended: boolean) {
  const record = { title: '', beeps: 0, sound: true };
  const turn = new TurnNotice({ setTitle: (title) => { record.title = title; }, beep: () => { record.beeps++; }, soundOn: () => record.sound }, attended);
  return { turn, record };
}

describe('when the move becomes the player\'s', () => {
  it('only a change from their opponent\'s move to theirs counts, not a page opened on their move', () => {
    expect(becameMyMove(false, true)).toBe(true);
    expect(becameMyMove(null, true)).toBe(false);
    expect(becameMyMove(true, true)).toBe(false);
    expect(becameMyMove(false, false)).toBe(false);
    expect(becameMyMove(true, false)).toBe(false);
  });

  it('the title calls the player back only while it is their move and they are not looking', () => {
    expect(titleFor(titles, true, false)).toBe(titles.notice);
    expect(titleFor(titles, true, true)).toBe(titles.plain);
    expect(titleFor(titles, false, false)).toBe(titles.plain);
    expect(titleFor(titles, false, true)).toBe(titles.plain);
  });
});

describe('TurnNotice', () => {
  it('beeps once and shows the notice when the opponent moves while the page is in the background', () => {
    const { turn, record } = notice(true);
    turn.update(false, titles); // the opponent's move
    turn.setAttended(false); // the player goes to another tab
    expect(record.title).toBe(titles.plain);
    turn.update(true, titles); // the opponent moved
    expect(record.beeps).toBe(1);
    expect(record.title).toBe(titles.notice);
    turn.update(true, titles); // redrawn again (an offer, a clock): no second beep
    expect(record.beeps).toBe(1);
    expect(record.title).toBe(titles.notice);
  });

  it('restores the title when the page gets the focus back, and shows the notice again if left on the move', () => {
    const { turn, record } = notice(false);
    turn.update(false, titles);
    turn.update(true, titles);
    expect(record.title).toBe(titles.notice);
    turn.setAttended(true);
    expect(record.title).toBe(titles.plain);
    turn.setAttended(false);
    expect(record.title).toBe(titles.notice);
  });

  it('restores the title once it is no longer the player\'s move (moved, game over, takeback)', () => {
    const { turn, record } = notice(false);
    turn.update(false, titles);
    turn.update(true, titles);
    expect(record.title).toBe(titles.notice);
    turn.update(false, titles);
    expect(record.title).toBe(titles.plain);
  });

  it('beeps while the player is looking too, but the title stays plain', () => {
    const { turn, record } = notice(true);
    turn.update(false, titles);
    turn.update(true, titles);
    expect(record.beeps).toBe(1);
    expect(record.title).toBe(titles.plain);
  });

  it('makes no sound when muted, and still shows the title notice', () => {
    const { turn, record } = notice(false);
    record.sound = false;
    turn.update(false, titles);
    turn.update(true, titles);
    expect(record.beeps).toBe(0);
    expect(record.title).toBe(titles.notice);
    record.sound = true; // unmuted: the next time it becomes their move, it sounds
    turn.update(false, titles);
    turn.update(true, titles);
    expect(record.beeps).toBe(1);
  });

  it('is silent for a page that opens (or reloads) on the player\'s move, but shows the notice if unseen', () => {
    const { turn, record } = notice(false);
    turn.update(true, titles);
    expect(record.beeps).toBe(0);
    expect(record.title).toBe(titles.notice);
  });

  it('sounds after a resync that shows the opponent moved meanwhile (every state change counts)', () => {
    const { turn, record } = notice(true);
    turn.update(false, titles);
    turn.update(true, titles); // the snapshot after reconnecting
    expect(record.beeps).toBe(1);
  });

  it('takes the new language\'s titles', () => {
    const { turn, record } = notice(false);
    turn.update(false, titles);
    turn.update(true, titles);
    turn.update(true, { plain: 'Petteia 6×6 — Petteia Online', notice: '● À vous — Petteia 6×6' });
    expect(record.title).toBe('● À vous — Petteia 6×6');
    expect(record.beeps).toBe(1);
  });

  it('leaves the title alone on a change of focus before the game is shown', () => {
    const { turn, record } = notice(true);
    turn.setAttended(false);
    expect(record.title).toBe('');
  });
});

describe('pageAttended', () => {
  it('needs the page both on screen and focused', () => {
    expect(pageAttended({ visibilityState: 'visible', hasFocus: () => true })).toBe(true);
    expect(pageAttended({ visibilityState: 'visible', hasFocus: () => false })).toBe(false);
    expect(pageAttended({ visibilityState: 'hidden', hasFocus: () => true })).toBe(false);
  });
});
