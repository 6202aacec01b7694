import { describe, expect, it } from 'vitest';
import { CORRESPONDENCE_DAYS, deadlineDate, deadlineOf, deadlineText, isCorrespondenceDays, timeLeftText } from '../src/lib/correspondence';
import { correspondenceWords } from '../src/i18n/correspondence-text';
import { chosenTime, invitationAgain, newGameRequest } from '../src/lib/new-game';
import { presetTime, clockLabel } from '../src/lib/lobby-state';
import { timeControlLabel } from '../src/lib/clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('correspondence: the time left in words', () => {
  it('says days and hours, hours under a day, and minutes only in the last hour (English)', () => {
    const en = correspondenceWords('en');
    expect(timeLeftText(2 * DAY + 3 * HOUR + 59 * MINUTE, en)).toBe('2 days 3 hours left');
    expect(timeLeftText(3 * DAY, en)).toBe('3 days left');
    expect(timeLeftText(1 * DAY + 1 * HOUR, en)).toBe('1 day 1 hour left');
    expect(timeLeftText(5 * HOUR + 30 * MINUTE, en)).toBe('5 hours left');
    expect(timeLeftText(HOUR, en)).toBe('1 hour left');
    expect(timeLeftText(HOUR - 1, en)).toBe('60 minutes left');
    expect(timeLeftText(12 * MINUTE, en)).toBe('12 minutes left');
    expect(timeLeftText(30_000, en)).toBe('1 minute left');
    expect(timeLeftText(0, en)).toBe('Time is up');
  });

  it('says the same in French', () => {
    const fr = correspondenceWords('fr');
    expect(timeLeftText(2 * DAY + 3 * HOUR, fr)).toBe('encore 2 jours 3 heures');
    expect(timeLeftText(1 * DAY, fr)).toBe('encore 1 jour');
    expect(timeLeftText(12 * MINUTE, fr)).toBe('encore 12 minutes');
    expect(timeLeftText(0, fr)).toBe('Temps écoulé');
    expect(fr.perMove(3)).toBe('3 jours par coup');
  });

  it('shows the deadline as a date in the page’s language', () => {
    const deadline = Date.UTC(2026, 11, 8, 14, 5); // Tuesday 8 December 2026, 14:05 UTC
    expect(deadlineDate(deadline, 'en', 'UTC')).toBe('Tue 8 Dec, 14:05');
    expect(deadlineText(deadline, correspondenceWords('en'), 'en', 'UTC')).toBe('Move by Tue 8 Dec, 14:05');
    expect(deadlineText(deadline, correspondenceWords('fr'), 'fr', 'UTC')).toMatch(/^À jouer avant le mar\. 8 déc\.(,| à) 14:05$/);
  });

  it('takes the server’s deadline for the running side only', () => {
    const clock: { running: string; deadline_ms?: number; remaining_ms: Record<string, number>; server_time_ms: number } = { running: 'light', deadline_ms: 5_000, remaining_ms: { light: 3 * DAY, dark: 3 * DAY }, server_time_ms: 1_000 };
    expect(deadlineOf(clock, 'light')).toBe(5_000);
    expect(deadlineOf(clock, 'dark')).toBeNull();
    const { deadline_ms: _unused, ...withoutDeadline } = clock;
    expect(deadlineOf(withoutDeadline, 'light')).toBe(1_000 + 3 * DAY);
  });
});

describe('correspondence: the choice of days', () => {
  it('offers exactly what the server accepts', () => {
    expect([...CORRESPONDENCE_DAYS]).toEqual([1, 2, 3, 5, 7, 14]);
    expect(isCorrespondenceDays(4)).toBe(false);
    expect(isCorrespondenceDays('3')).toBe(false);
  });

  it('makes {"days": N} requests from Home and the lobby, and the same again for a new invitation', () => {
    const choice = { variant: 'grec', time: 'days', minutes: '7', increment: '2', days: '3', color: 'first' as const };
    expect(chosenTime(choice)).toEqual({ days: 3 });
    expect(chosenTime({ ...choice, days: '4' })).toBe('invalid');
    expect(newGameRequest(choice)).toEqual({ variant: 'grec', time: { days: 3 }, color: 'first' });
    expect(newGameRequest(choice, 'beginner')?.time).toBeNull(); // the computer: untimed
    expect(presetTime('d14')).toEqual({ days: 14 });
    expect(clockLabel({ initial_ms: 3 * DAY, increment_ms: 0, days: 3 })).toBe('3 days/move');
    expect(timeControlLabel({ initial_ms: DAY, increment_ms: 0, days: 1 })).toBe('1 day/move');
    expect(invitationAgain({ variant: 'grec', sides: ['light', 'dark'], clock: { initial_ms: 7 * DAY, increment_ms: 0, days: 7 } }, 'dark').time)
      .toEqual({ days: 7 });
  });
});
