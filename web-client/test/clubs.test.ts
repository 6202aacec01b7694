// Clubs and classes (issue 39): the names a teacher types (one a line) turned into the list sent and
// the problems said line by line, the card's rows (a reset in place of the older row), the server's
// answers read field by field, the buttons each role is offered, the server's refusals in words in
// both languages, a club's event in the tournaments' form, and the words' two catalogues alike.
import { describe, expect, it } from 'vitest';
import {
  MOST_PUPILS_AT_ONCE, badClubName, cardRows, checkPupilNames, clubActions, keyOf, newEventPath, progressPath, readCard, readClub,
  readClubPage, readProgress, readPupils, readReset, type Club,
} from '../src/lib/clubs';
import { clubRefusal, clubWords, nameProblemLines } from '../src/i18n/club-text';
import { buildTournament, defaultForm } from '../src/lib/tournament-form';
import { readTournament } from '../src/lib/tournaments';
import { ApiError } from '../src/lib/api';
import { refusalText } from '../src/views/tournament-parts';
import { tournamentWords } from '../src/i18n/tournament-text';

const en = clubWords('en');
const fr = clubWords('fr');

const wireClass = {
  id: '7oM8iFIbSmaeb_2W', link: '/c/7oM8iFIbSmaeb_2W', kind: 'class', name: 'Year 6 Greek', organiser: 'Teacher1', members: 5,
  created_at_ms: 1_796_574_236_576, role: 'organiser',
};
const wireClub = { ...wireClass, id: 'W7TqhLMzBwg4MVUM', kind: 'club', name: 'Knossos club', join_link: '/c/W7TqhLMzBwg4MVUM?key=FdBl-x_9' };

describe('the names a teacher types', () => {
  it('are one a line, trimmed, their inner spaces made one, empty lines skipped, in NFC', () => {
    const checked = checkPupilNames('  Ana \n\n Bion   Kalos\r\nChloe\u0301\n\t\n');
    expect(checked).toEqual({ names: ['Ana', 'Bion Kalos', 'Chloé'], problems: [], tooMany: false });
  });

  it('say which line is wrong and why: too short, too long, a control character, the same name twice', () => {
    const checked = checkPupilNames('Ana\nx\nAnaximandros-Miletus\nAna\nBi\u202eon\nZoé');
    expect(checked.names).toEqual(['Ana', 'Zoé']);
    expect(checked.problems).toEqual([
      { line: 2, name: 'x', problem: 'length' },
      { line: 3, name: 'Anaximandros-Miletus', problem: 'length' },
      { line: 4, name: 'Ana', problem: 'twice' },
      { line: 5, name: 'Bi\u202eon', problem: 'characters' },
    ]);
    // Counted in characters (code points), as the server counts them: 16 Greek letters pass.
    expect(checkPupilNames('Αααααααααααααααα').names).toHaveLength(1);
  });

  it('are 40 at most at once', () => {
    const names = Array.from({ length: MOST_PUPILS_AT_ONCE + 1 }, (_, i) => `Pupil${i}`);
    expect(checkPupilNames(names.slice(0, MOST_PUPILS_AT_ONCE).join('\n')).tooMany).toBe(false);
    expect(checkPupilNames(names.join('\n')).tooMany).toBe(true);
  });

  it('are told in words, line by line, in both languages; nothing typed is said too', () => {
    expect(nameProblemLines('Ana\nx\nAna', en)).toEqual([
      'Line 2, “x”: a name has 2 to 16 characters.',
      'Line 3, “Ana”: named twice: tell them apart (add an initial).',
    ]);
    expect(nameProblemLines('Ana\nx', fr)).toEqual(['Ligne 2, « x » : un nom a de 2 à 16 caractères.']);
    expect(nameProblemLines('\n  \n', en)).toEqual(['Type at least one name.']);
    expect(nameProblemLines(Array.from({ length: 41 }, (_, i) => `P${i}x`).join('\n'), en)).toEqual(['At most 40 names at once: 41 typed.']);
    expect(nameProblemLines('Ana\nBion', en)).toEqual([]);
  });

  it('a club’s name: 2 to 40 characters once trimmed', () => {
    expect(badClubName(' Y ')).toBe(true);
    expect(badClubName('Year 6 Greek')).toBe(false);
    expect(badClubName('x'.repeat(41))).toBe(true);
  });
});

describe('the card', () => {
  const made = readCard({
    card: [{ given: 'Ana', username: 'Ana-5711', password: 'kema-zera-14' }, { given: 'Bion Kalos', username: 'Bion_Kalos-6337', password: 'repu-buta-56' }, { given: 'Bad' }],
    refused: [{ given: 'a/b', reason: 'bad_name' }, { given: 'Dora', reason: 'taken' }, { given: 'Eos', reason: 'full' }, { given: 'Nyx', reason: 'odd' }],
  });

  it('holds each account made, in the order given, and the names refused with their reasons', () => {
    expect(made.card.map((row) => row.username)).toEqual(['Ana-5711', 'Bion_Kalos-6337']);
    expect(made.refused.map((one) => one.reason)).toEqual(['bad_name', 'taken', 'full', 'other']);
    expect(made.refused.map((one) => en.refusedLine(one.given, en.refusedReasons[one.reason]))[2]).toBe('“Eos”: the class is full (60 pupils).');
  });

  it('adds a later batch after the first, and a reset in place of the pupil’s older row', () => {
    const later = [{ given: 'Chloé', username: 'Chloé-4389', password: 'fefe-vafe-66' }];
    const rows = cardRows(made.card, later);
    expect(rows.map((row) => row.username)).toEqual(['Ana-5711', 'Bion_Kalos-6337', 'Chloé-4389']);
    const reset = readReset({ username: 'Ana-5711', password: 'pabu-mutu-29' });
    expect(reset).toEqual({ given: 'Ana-5711', username: 'Ana-5711', password: 'pabu-mutu-29' });
    const after = cardRows(rows, [reset!]);
    expect(after.filter((row) => row.username === 'Ana-5711')).toEqual([reset]);
    expect(after).toHaveLength(3);
    expect(readReset({ username: 'Ana-5711' })).toBeNull();
  });
});

describe('reading the server’s clubs', () => {
  it('reads a club, its role and its join link (the organiser’s, a club’s only)', () => {
    expect(readClub(wireClass)).toMatchObject({ kind: 'class', role: 'organiser', join_link: null, members: 5 });
    expect(readClub(wireClub)?.join_link).toBe('/c/W7TqhLMzBwg4MVUM?key=FdBl-x_9');
    expect(readClub({ ...wireClub, role: null })?.role).toBeNull();
    expect(readClub({ ...wireClub, id: '../x' })).toBeNull();
    expect(readClub({ ...wireClub, kind: 'team' })).toBeNull();
  });

  it('reads a member’s page: the organiser first, events, games; a visitor’s: the club alone', () => {
    const page = readClubPage({
      club: wireClass,
      members: [{ name: 'Ana-5711', organiser: false, pupil: true, protected: true }, { name: 'Teacher1', organiser: true, pupil: false, protected: false }],
      events: [{ id: 'Vft35QOGnbp-DyV1', kind: 'round_robin', name: 'Class RR', variant: 'petteia-6x6', state: 'open', starts_at_ms: 1, club: '7oM8iFIbSmaeb_2W', time: { days: 3, initial_ms: 259_200_000, increment_ms: 0 } }],
      games: [{ game: 'G1', variant: 'petteia-6x6', first: 'Ana-5711', second: 'Dion-7080', result: 'win', winner: 'Dion-7080', reason: 'resign', finished_ms: 5 }],
    });
    expect(page?.members.map((member) => member.name)).toEqual(['Teacher1', 'Ana-5711']);
    expect(page?.members[1]).toEqual({ name: 'Ana-5711', organiser: false, pupil: true, protected: true });
    expect(page?.events[0]?.club).toBe('7oM8iFIbSmaeb_2W');
    expect(page?.games[0]?.winner).toBe('Dion-7080');
    const visitor = readClubPage({ club: { ...wireClub, role: null } });
    expect(visitor).toMatchObject({ members: [], events: [], games: [] });
    expect(readClubPage({})).toBeNull();
  });

  it('reads the pupils and a pupil’s progress', () => {
    expect(readPupils({ pupils: [{ name: 'Ana-5711', protected: true, solved: 2 }, { name: '' }] })).toEqual([{ name: 'Ana-5711', protected: true, solved: 2 }]);
    const progress = readProgress({ username: 'Ana-5711', protected: false, solved: ['p6-capture-03', '../x'], games: [{ game: 'G1' }, {}], playing: [] });
    expect(progress).toMatchObject({ username: 'Ana-5711', protected: false, solved: ['p6-capture-03'] });
    expect(progress?.games).toHaveLength(1);
  });

  it('reads a tournament’s club', () => {
    const base = { id: 'T1', kind: 'arena', name: 'A', variant: 'petteia-6x6', state: 'open', starts_at_ms: 1 };
    expect(readTournament({ ...base, club: '7oM8iFIbSmaeb_2W' })?.club).toBe('7oM8iFIbSmaeb_2W');
    expect(readTournament({ ...base, club: null })?.club).toBeNull();
  });
});

describe('the buttons each role is offered', () => {
  const club = readClub(wireClub) as Club;
  const klass = readClub(wireClass) as Club;
  it('a visitor with the link: Join, or sign in first; of a class (joined by no link): nothing', () => {
    expect(clubActions({ ...club, role: null }, true)).toEqual(['join']);
    expect(clubActions({ ...club, role: null }, false)).toEqual(['signIn']);
    expect(clubActions({ ...klass, role: null }, true)).toEqual([]);
  });
  it('a member: Leave; a pupil: nothing (its teacher decides)', () => {
    expect(clubActions({ ...club, role: 'member' }, true)).toEqual(['leave']);
    expect(clubActions({ ...klass, role: 'pupil' }, true)).toEqual([]);
  });
  it('the organiser: a new event; a club’s link (Copy, New link); a class’s pupils; never Leave', () => {
    expect(clubActions(club, true)).toEqual(['newEvent', 'copyLink', 'newLink']);
    expect(clubActions(klass, true)).toEqual(['newEvent', 'pupils']);
  });
});

describe('the server’s refusals in words', () => {
  const refusal = (code: string, status: number, retry: number | null = null) => new ApiError(code, status, retry);
  it('says each code in English and French; a 401 offers the way to sign in', () => {
    expect(clubRefusal(refusal('protected_account', 403), en)).toEqual({ text: 'Your teacher protects your account: this is not available to it.', signIn: false });
    expect(clubRefusal(refusal('protected_account', 403), fr).text).toBe('Votre enseignant protège votre compte : ceci ne lui est pas ouvert.');
    expect(clubRefusal(refusal('club_full', 409), en).text).toBe('The club is full.');
    expect(clubRefusal(refusal('club_not_found', 404), fr).text).toBe('Club introuvable.');
    expect(clubRefusal(refusal('not_organiser', 403), en).text).toBe('Only its organiser may do this.');
    expect(clubRefusal(refusal('rate_limited', 429, 12), en).text).toBe('Too many at once: try again in 12 s.');
    expect(clubRefusal(refusal('not_signed_in', 401), en)).toEqual({ text: 'You are not signed in.', signIn: true });
    expect(clubRefusal(refusal('network', 0), fr).text).toMatch(/^Le serveur est injoignable/);
    expect(clubRefusal(new Error('x'), en).text).toBe('That did not work. Try again.');
  });
  it('a club’s event and a protected pupil, on the tournaments’ pages', () => {
    expect(refusalText(refusal('not_a_member', 403), tournamentWords('en')).text).toBe('This tournament is for the members of its club.');
    expect(refusalText(refusal('protected_account', 403), tournamentWords('fr')).text).toBe('Votre enseignant protège votre compte : vous jouez seulement dans les tournois de votre classe.');
  });
});

describe('addresses', () => {
  it('a pupil’s progress, a club’s event, a join link’s key', () => {
    expect(progressPath('C1', 'Ζωή-9247')).toBe('/c/C1/pupils/%CE%96%CF%89%CE%AE-9247');
    expect(newEventPath('C1')).toBe('/tournaments?club=C1');
    expect(keyOf('?key=FdBl-x_9')).toBe('FdBl-x_9');
    expect(keyOf('?key=a%20b')).toBeNull();
    expect(keyOf('')).toBeNull();
  });
});

describe('a club’s event in the tournaments’ form', () => {
  it('is sent with the club and unlisted', () => {
    const form = { ...defaultForm('petteia-6x6'), kind: 'round_robin' as const, name: 'Year 6 round-robin', pace: 'days' as const, start: 'organiser' as const, maxPlayers: '30' };
    const built = buildTournament(form, 'C1');
    expect(built.ok && built.body).toMatchObject({ club: 'C1', listed: false, time: { days: 3 }, starts_in_minutes: 0 });
    const plain = buildTournament(form);
    expect(plain.ok && 'club' in plain.body).toBe(false);
  });
});

describe('the clubs’ words', () => {
  const shape = (value: unknown, path = ''): string[] => {
    if (typeof value === 'function') return [`${path}: function/${value.length}`];
    if (typeof value === 'object' && value !== null)
      return Object.keys(value).sort().flatMap((key) => shape((value as Record<string, unknown>)[key], `${path}.${key}`));
    return [`${path}: ${typeof value}`];
  };
  it('have the same keys in French and English', () => {
    expect(shape(fr)).toEqual(shape(en));
  });
});
