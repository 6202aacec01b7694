import { describe, expect, it } from 'vitest';
import { profileName, profilePath, readProfile } from '../src/lib/profile';

// PROFILE as protocol/README.md writes it.
const recent = {
  game: 'FrRnCfQyUNyHh-JH', variant: 'petteia-6x6', time: { initial_ms: 180000, increment_ms: 2000 }, rated: true, side: 'light',
  opponent: 'Hector', outcome: 'win', reason: 'resign', created_ms: 1795000000000, finished_ms: 1795000900000,
};
const profile = {
  name: 'Ariadne', hidden: false,
  ratings: [{ category: 'petteia-6x6/blitz', rating: 1620, provisional: false, games: 31 }],
  recent: [recent],
  history: [{ game: 'FrRnCfQyUNyHh-JH', category: 'petteia-6x6/blitz', before: 1604.2, after: 1620, at_ms: 1795000900000 }],
};

describe('a public profile, as GET /api/players/<name> answers it', () => {
  it('reads the ratings, the recent games and the rating history (the charts)', () => {
    expect(readProfile(profile)).toEqual(profile);
    expect(readProfile({ ...profile, history: [...profile.history, { category: 'x' }] })?.history).toEqual(profile.history);
    expect(readProfile({ ...profile, history: undefined })?.history).toEqual([]);
  });

  it('reads a game in play, an anonymous opponent, an untimed casual game', () => {
    const playing = { ...recent, outcome: null, reason: null, finished_ms: null, opponent: null, time: null, rated: false };
    expect(readProfile({ ...profile, recent: [playing] })?.recent).toEqual([playing]);
  });

  it('leaves out a recent game or a rating that is not one, and keeps the others', () => {
    const read = readProfile({
      ...profile,
      ratings: [...profile.ratings, { category: '', rating: 1 }, { category: 'grec/rapid', rating: 'x' }, { category: 'grec/rapid', rating: 1490.5, provisional: true }],
      recent: [recent, { ...recent, game: '../x' }, { ...recent, outcome: 'won' }, { ...recent, time: '3+2' }, { ...recent, created_ms: null }, { ...recent, opponent: '' }],
    });
    expect(read?.ratings).toEqual([...profile.ratings, { category: 'grec/rapid', rating: 1490.5, provisional: true, games: 0 }]);
    expect(read?.recent).toEqual([recent]);
  });

  it('shows a hidden profile as its name only, whatever else comes with it', () => {
    expect(readProfile({ name: 'Ariadne', hidden: true })).toEqual({ name: 'Ariadne', hidden: true, ratings: [], recent: [], history: [] });
    expect(readProfile({ ...profile, hidden: true })).toEqual({ name: 'Ariadne', hidden: true, ratings: [], recent: [], history: [] });
  });

  it('refuses an answer of another shape', () => {
    for (const broken of [null, [], {}, { name: '' }, { name: 3 }, 'Ariadne']) expect(readProfile(broken)).toBeNull();
  });
});

describe('a profile\'s address', () => {
  it('is /@/<name>, accents encoded, and reads back', () => {
    expect(profilePath('Ariadne')).toBe('/@/Ariadne');
    expect(profilePath('Zoé')).toBe('/@/Zo%C3%A9');
    expect(profileName('Zo%C3%A9')).toBe('Zoé');
    // A Greek name (issue 37): UTF-8, percent-encoded, both ways.
    expect(profilePath('Αριάδνη')).toBe('/@/%CE%91%CF%81%CE%B9%CE%AC%CE%B4%CE%BD%CE%B7');
    expect(profileName('%CE%91%CF%81%CE%B9%CE%AC%CE%B4%CE%BD%CE%B7')).toBe('Αριάδνη');
    // Typed decomposed, read composed (names are NFC).
    expect(profileName(encodeURIComponent('Zoe\u0301'))).toBe('Zoé');
    expect(profileName('Ariadne')).toBe('Ariadne');
  });

  it('is no name when it cannot be one', () => {
    for (const broken of ['', '%E0%A4%A', '%2F', 'a%2Fb', 'x'.repeat(65), '%00']) expect(profileName(broken)).toBeNull();
  });
});
