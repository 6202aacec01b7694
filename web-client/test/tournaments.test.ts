// Tournaments (issue 39): the server's answers read field by field, the list's and Home's order, where
// a tournament stands and how its countdown is shown and said, the sheet's entries, the buttons a reader
// gets, the create form's body and its checks, and Berserk's rule on the game page.
import { describe, expect, it } from 'vitest';
import {
  actionsFor, countdown, homeTournaments, listOrder, notePairing, pageCount, parseTournamentMessage, phaseOf, readPage, readRow,
  readSheetEntry, readTournament, scoreText, sheetMark, spokenMinutes, takePairing, tournamentSocketUrl, type StandingRow, type Tournament,
} from '../src/lib/tournaments';
import { badName, buildTournament, defaultForm, type TournamentForm } from '../src/lib/tournament-form';
import { mayBerserk, tournamentOf } from '../src/lib/tournament-game';
import { tournamentWords } from '../src/i18n/tournament-text';
import { phaseSpoken, phaseText, refusalText, tournamentMeta, tournamentName } from '../src/views/tournament-parts';
import { ApiError } from '../src/lib/api';
import { snapshot as baseSnapshot } from './fixtures';

const NOW = Date.UTC(2026, 11, 8, 17, 0);
const MINUTE = 60_000;

const wire = {
  id: 'Tq3mV0aZ-x_9', link: '/t/Tq3mV0aZ-x_9', kind: 'arena', name: 'Friday arena', variant: 'petteia-6x6',
  time: { initial_ms: 180_000, increment_ms: 2000 }, rated: true, listed: true, organiser: 'Ariadne', site: null,
  starts_at_ms: NOW + 10 * MINUTE, ends_at_ms: NOW + 70 * MINUTE, rounds: null, round: 0, max_players: 100, players: 3,
  state: 'open', finished_at_ms: null,
};
const tournament = readTournament(wire) as Tournament;
const row = { rank: 1, name: 'Theseus', score: 4, tie_break: null, fire: true, games: 2, state: 'playing', rating: 1613.4, sheet: ['w2', 'w2'] };
const en = tournamentWords('en');
const fr = tournamentWords('fr');

describe('reading the server’s tournaments', () => {
  it('reads a tournament as the server writes it, by_organiser false when absent', () => {
    expect(tournament).toMatchObject({ id: 'Tq3mV0aZ-x_9', kind: 'arena', organiser: 'Ariadne', site: null, ends_at_ms: NOW + 70 * MINUTE, by_organiser: false,
      round_every_minutes: null, next_round_at_ms: null });
    expect(readTournament({ ...wire, kind: 'swiss', round_every_minutes: 60, next_round_at_ms: NOW })).toMatchObject({ round_every_minutes: 60, next_round_at_ms: NOW });
    expect(tournament.time).toEqual({ initial_ms: 180_000, increment_ms: 2000 });
    expect(readTournament({ ...wire, kind: 'round_robin', by_organiser: true, time: { initial_ms: 259_200_000, increment_ms: 0, days: 3 } }))
      .toMatchObject({ by_organiser: true, time: { days: 3 } });
  });

  it('refuses one of another shape: an id unfit for an address, an unknown kind or state', () => {
    expect(readTournament({ ...wire, id: '../x' })).toBeNull();
    expect(readTournament({ ...wire, kind: 'knockout' })).toBeNull();
    expect(readTournament({ ...wire, state: 'paused' })).toBeNull();
    expect(readTournament(null)).toBeNull();
  });

  it('reads a page of standings, the reader’s own row with their game', () => {
    const page = readPage({ tournament: wire, standings: [row, { ...row, rank: 'x' }], total: 41, page: 2, playing: [{ game: 'G1', round: 0, first: 'A', second: 'B' }],
      you: { ...row, game: 'FrRnCfQyUNyHh-JH' }, organising: true });
    expect(page?.standings).toHaveLength(1);
    expect(page).toMatchObject({ total: 41, page: 2, organising: true, you: { name: 'Theseus', game: 'FrRnCfQyUNyHh-JH', rating: 1613 } });
    expect(page?.playing).toEqual([{ game: 'G1', round: 0, first: 'A', second: 'B' }]);
    expect(pageCount(41)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(readRow({ ...row, state: 'asleep' })?.state).toBe('playing');
  });

  it('reads the socket’s messages', () => {
    expect(parseTournamentMessage(JSON.stringify({ type: 'tournament', tournament: wire, standings: [row], total: 1, page: 1, playing: [], you: null })))
      .toMatchObject({ type: 'tournament', page: { total: 1 } });
    expect(parseTournamentMessage(JSON.stringify({ type: 'tournament_you', you: row }))).toMatchObject({ type: 'tournament_you', you: { name: 'Theseus' } });
    expect(parseTournamentMessage(JSON.stringify({ type: 'tournament_game', tournament: wire.id, game: 'G2', link: '/g/G2', side: 'light', opponent: 'Theseus' })))
      .toEqual({ type: 'tournament_game', tournament: wire.id, game: 'G2', side: 'light', opponent: 'Theseus' });
    expect(parseTournamentMessage(JSON.stringify({ type: 'error', code: 'tournament_not_found', message: 'there is no such tournament' })))
      .toEqual({ type: 'error', code: 'tournament_not_found' });
    expect(parseTournamentMessage('{"type":"tournament_game","game":"../x","tournament":"T"}')).toBeNull();
    expect(parseTournamentMessage('not json')).toBeNull();
    expect(tournamentSocketUrl({ protocol: 'https:', host: 'petteia.example' }, 'T1')).toBe('wss://petteia.example/ws/tournament?id=T1');
  });
});

describe('the order of the list and of Home', () => {
  const at = (id: string, starts: number, extra: Partial<Tournament> = {}): Tournament => ({ ...tournament, id, starts_at_ms: NOW + starts * MINUTE, ...extra });
  const list = [at('later', 60), at('soon', 5), at('running', -10, { state: 'running' }), at('over', -90, { state: 'finished' }),
    at('site-daily', 120, { site: 'daily', organiser: null }), at('site-hourly', 30, { site: 'hourly', organiser: null })];

  it('lists the running first, then the soonest, none that is over', () => {
    expect(listOrder(list).map((one) => one.id)).toEqual(['running', 'soon', 'site-hourly', 'later', 'site-daily']);
  });

  it('announces three on Home, the site’s arenas first', () => {
    expect(homeTournaments(list).map((one) => one.id)).toEqual(['site-hourly', 'site-daily', 'running']);
  });
});

describe('where a tournament stands, shown and said', () => {
  it('counts down to its start, in minutes and seconds, then hours, then days', () => {
    expect(phaseOf(tournament, NOW)).toEqual({ kind: 'starts', inMs: 10 * MINUTE });
    expect(phaseText(tournament, NOW, en)).toBe('Starts in 10:00');
    expect(phaseText(tournament, NOW + 9 * MINUTE + 18_500, fr)).toBe('Commence dans 0:42');
    expect(countdown(2 * 3_600_000 + 3 * MINUTE + 9000, en.daysHours)).toBe('2:03:09');
    expect(countdown(2 * 86_400_000 + 3 * 3_600_000, en.daysHours)).toBe('2 d 3 h');
    expect(countdown(2 * 86_400_000 + 3 * 3_600_000, fr.daysHours)).toBe('2 j 3 h');
    expect(phaseText(tournament, NOW + 11 * MINUTE, en)).toBe('Starting…');
  });

  it('says a round-robin or Swiss that waits for its organiser, and never counts down to it', () => {
    const waiting: Tournament = { ...tournament, kind: 'swiss', by_organiser: true, starts_at_ms: NOW + 14 * 1440 * MINUTE };
    expect(phaseText(waiting, NOW, en)).toBe('Starts when the organiser starts it');
    expect(phaseText(waiting, NOW, fr)).toBe('Commence quand l’organisateur le lance');
    expect(phaseSpoken(waiting, NOW, en)).toBe('Starts when the organiser starts it');
  });

  it('shows an arena’s end, a round, the end and a cancellation', () => {
    const running: Tournament = { ...tournament, state: 'running' };
    expect(phaseText(running, NOW + 40 * MINUTE, en)).toBe('Ends in 30:00');
    expect(phaseText({ ...running, kind: 'swiss', round: 2, rounds: 5 }, NOW, en)).toBe('Round 2 of 5');
    expect(phaseText({ ...running, kind: 'round_robin', round: 1, rounds: null }, NOW, fr)).toBe('Ronde 1');
    const weekly: Tournament = { ...running, kind: 'round_robin', round: 1, rounds: 3, round_every_minutes: 10080, next_round_at_ms: NOW + 6 * 1440 * MINUTE + 5 * 60 * MINUTE };
    expect(phaseText(weekly, NOW, en)).toBe('Round 1 of 3 · next round in 6 d 5 h');
    expect(phaseText(weekly, NOW, fr)).toBe('Ronde 1 sur 3 · ronde suivante dans 6 j 5 h');
    expect(phaseText(weekly, NOW + 7 * 1440 * MINUTE, en)).toBe('Round 1 of 3');
    expect(en.roundEveryChoice(10080)).toBe('Every week');
    expect(fr.roundEveryChoice(2880)).toBe('Tous les 2 jours');
    expect(en.roundEveryChoice(30)).toBe('Every 30 minutes');
    expect(phaseText({ ...tournament, state: 'finished' }, NOW, en)).toBe('Finished');
    expect(phaseText({ ...tournament, state: 'cancelled' }, NOW, en)).toBe('Cancelled: fewer than two players');
  });

  it('tells a screen reader the minutes only now and then', () => {
    expect(spokenMinutes(10 * MINUTE)).toBe(10);
    expect(spokenMinutes(9 * MINUTE + 30_000)).toBe(10); // the same words all that minute: the page says them once
    expect(spokenMinutes(8 * MINUTE)).toBeNull();
    expect(spokenMinutes(5 * MINUTE)).toBe(5);
    expect(spokenMinutes(30_000)).toBe(1);
    expect(spokenMinutes(119 * MINUTE)).toBeNull();
    expect(spokenMinutes(120 * MINUTE)).toBe(120);
    expect(phaseSpoken(tournament, NOW, en)).toBe('Starts in 10 minutes');
    expect(phaseSpoken(tournament, NOW + 2 * MINUTE, en)).toBeNull();
    expect(phaseSpoken(tournament, NOW + 9 * MINUTE + 30_000, fr)).toBe('Commence dans moins d’une minute');
  });

  it('names the site’s arenas in the page’s language and says what a tournament is', () => {
    const site: Tournament = { ...tournament, site: 'hourly', organiser: null, name: 'site:hourly' };
    expect(tournamentName(site, en)).toBe('Hourly petteia-6x6 arena'); // the catalogue's title once it has answered
    expect(tournamentName({ ...site, site: 'daily' }, fr)).toBe('Arène quotidienne petteia-6x6');
    expect(tournamentName(tournament, fr)).toBe('Friday arena');
    expect(tournamentMeta(tournament, en)).toBe('Arena · petteia-6x6 · 3+2 · Rated');
    expect(tournamentMeta({ ...tournament, kind: 'round_robin', rated: false, listed: false }, fr)).toBe('Toutes rondes · petteia-6x6 · 3+2 · Amical · Sur lien seulement');
  });
});

describe('the sheet', () => {
  it('takes each entry apart', () => {
    expect(readSheetEntry('w4f')).toEqual({ outcome: 'win', points: 4, fire: true, berserk: false });
    expect(readSheetEntry('w3b')).toEqual({ outcome: 'win', points: 3, fire: false, berserk: true });
    expect(readSheetEntry('w5fb')).toEqual({ outcome: 'win', points: 5, fire: true, berserk: true });
    expect(readSheetEntry('d1')).toEqual({ outcome: 'draw', points: 1, fire: false, berserk: false });
    expect(readSheetEntry('l')).toEqual({ outcome: 'loss', points: null, fire: false, berserk: false });
    expect(readSheetEntry('+')).toEqual({ outcome: 'bye', points: null, fire: false, berserk: false });
    expect(readSheetEntry('x9')).toBeNull();
  });

  it('shows an arena’s points, 1 ½ 0 elsewhere, + for a bye, and says each in words', () => {
    expect(['w4f', 'd1', 'l0', 'w', 'd', 'l', '+'].map((entry) => sheetMark(readSheetEntry(entry)!))).toEqual(['4', '1', '0', '1', '½', '0', '+']);
    expect(en.sheetEntry(readSheetEntry('w5fb')!)).toBe('won, 5 points, on fire, berserk');
    expect(fr.sheetEntry(readSheetEntry('d1')!)).toBe('nulle, 1 point');
    expect(scoreText(4)).toBe('4');
    expect(scoreText(2.5)).toBe('2½');
    expect(scoreText(0.5)).toBe('½');
  });
});

describe('the reader’s buttons', () => {
  const you = (state: StandingRow['state']): StandingRow => ({ ...(readRow(row) as StandingRow), state });
  it('offers Join, Pause and Withdraw, Join again, Start to the organiser, sign in to a visitor, nothing once over', () => {
    expect(actionsFor(tournament, null, false, false)).toEqual(['signIn']);
    expect(actionsFor(tournament, null, true, true)).toEqual(['join', 'start']);
    expect(actionsFor(tournament, you('playing'), false, true)).toEqual(['pause', 'withdraw']);
    expect(actionsFor(tournament, you('paused'), false, true)).toEqual(['joinAgain']);
    expect(actionsFor({ ...tournament, kind: 'swiss' }, you('playing'), false, true)).toEqual(['withdraw']);
    expect(actionsFor({ ...tournament, state: 'running' }, you('playing'), true, true)).toEqual(['pause', 'withdraw']);
    expect(actionsFor({ ...tournament, state: 'finished' }, you('playing'), true, true)).toEqual([]);
  });

  it('offers its organiser the next round now while it waits for its set time, and not after', () => {
    const weekly: Tournament = { ...tournament, kind: 'round_robin', state: 'running', round: 1, rounds: 3, round_every_minutes: 10080, next_round_at_ms: NOW + MINUTE };
    expect(actionsFor(weekly, null, true, true, NOW)).toEqual(['nextRound']);
    expect(actionsFor(weekly, null, false, true, NOW)).toEqual([]);
    expect(actionsFor(weekly, null, true, true, NOW + 2 * MINUTE)).toEqual([]);
  });

  it('never offers to join a round-robin under way, nor again after withdrawing from one', () => {
    const roundRobin: Tournament = { ...tournament, kind: 'round_robin' };
    expect(actionsFor({ ...roundRobin, state: 'running' }, null, false, true)).toEqual([]);
    expect(actionsFor(roundRobin, you('withdrawn'), false, true)).toEqual([]);
    expect(actionsFor({ ...tournament, kind: 'swiss' }, you('withdrawn'), false, true)).toEqual(['join']);
  });

  it('says the server’s refusals in words, with the sign-in link for a 401', () => {
    const closed = new ApiError('tournament_closed', 409);
    closed.reason = 'full';
    expect(refusalText(closed, en)).toEqual({ text: 'The tournament is full.', signIn: false });
    const limited = new ApiError('rate_limited', 429, 3600);
    expect(refusalText(limited, fr).text).toBe('Trop de tournois créés : réessayez dans 3600 s.');
    expect(refusalText(new ApiError('not_signed_in', 401), en)).toEqual({ text: 'You are not signed in.', signIn: true });
    const invalid = new ApiError('invalid_message', 400);
    invalid.detail = '"name" must be 2 to 40 characters';
    expect(refusalText(invalid, en).text).toBe('The server refused it: "name" must be 2 to 40 characters');
    expect(refusalText(new ApiError('not_organiser', 403), en).text).toBe('Only its organiser may start it.');
  });
});

describe('the create form', () => {
  const form = (changes: Partial<TournamentForm>): TournamentForm => ({ ...defaultForm('petteia-8x8'), name: 'Friday arena', ...changes });

  it('builds an arena’s body', () => {
    expect(buildTournament(form({ startsIn: '0' }))).toEqual({ ok: true, body: {
      kind: 'arena', name: 'Friday arena', variant: 'petteia-8x8', time: { minutes: 3, increment: 2 }, minutes: 45,
      starts_in_minutes: 0, max_players: 100, rated: true, listed: true,
    } });
  });

  it('builds a Swiss by correspondence that starts when its organiser says, and a round-robin', () => {
    expect(buildTournament(form({ kind: 'swiss', pace: 'days', days: '3', rounds: '7', start: 'organiser', startsIn: 'x', maxPlayers: '40', listed: false })))
      .toEqual({ ok: true, body: { kind: 'swiss', name: 'Friday arena', variant: 'petteia-8x8', time: { days: 3 }, rounds: 7,
        starts_in_minutes: 0, max_players: 40, rated: true, listed: false } });
    const roundRobin = buildTournament(form({ kind: 'round_robin', minutes: '10', increment: '0', startsIn: '60', maxPlayers: '30', name: '  Class 4B  ' }));
    expect(roundRobin).toEqual({ ok: true, body: { kind: 'round_robin', name: 'Class 4B', variant: 'petteia-8x8', time: { minutes: 10, increment: 0 },
      starts_in_minutes: 60, max_players: 30, rated: true, listed: true } });
  });

  it('builds a weekly round-robin for a class, and refuses an interval it does not offer', () => {
    const weekly = buildTournament(form({ kind: 'round_robin', pace: 'days', days: '3', start: 'organiser', maxPlayers: '12', roundEvery: '10080' }));
    expect(weekly.ok && weekly.body.round_every_minutes).toBe(10080);
    expect(buildTournament(form({ kind: 'swiss', roundEvery: '5' }))).toEqual({ ok: false, problems: ['roundEvery'] });
    // An arena has no rounds: the choice left from another kind is not sent.
    const arena = buildTournament(form({ roundEvery: '60' }));
    expect(arena.ok && 'round_every_minutes' in arena.body).toBe(false);
  });

  it('says each field that is wrong, and sends nothing', () => {
    expect(buildTournament(form({ name: 'x', minutes: '0', increment: '61', duration: '50', startsIn: '20161', maxPlayers: '1' })))
      .toEqual({ ok: false, problems: ['name', 'minutes', 'increment', 'duration', 'startsIn', 'maxPlayers'] });
    expect(buildTournament(form({ kind: 'swiss', rounds: '2' }))).toEqual({ ok: false, problems: ['rounds'] });
    expect(buildTournament(form({ kind: 'round_robin', maxPlayers: '31' }))).toEqual({ ok: false, problems: ['maxPlayers'] });
    expect(buildTournament(form({ kind: 'round_robin', pace: 'days', days: '4', maxPlayers: '20' }))).toEqual({ ok: false, problems: ['days'] });
    // An arena's games are played now: days per move are not offered, the clock is.
    expect(buildTournament(form({ pace: 'days', days: '4' })).ok).toBe(true);
  });

  it('checks a name as the server does', () => {
    expect(badName('ab')).toBe(false);
    expect(badName(' a ')).toBe(true);
    expect(badName('x'.repeat(41))).toBe(true);
    expect(badName('Ζήνων'.repeat(8))).toBe(false); // 40 characters, more bytes
    expect(badName('evil\u202Eman')).toBe(true);
    expect(badName('tab\there')).toBe(true);
  });
});

describe('Berserk on the game page', () => {
  const clock = { initial_ms: 180_000, increment_ms: 2000, remaining_ms: { light: 180_000, dark: 180_000 }, running: 'light', server_time_ms: NOW };
  const game = { ...baseSnapshot(), tournament: 'Tq3mV0aZ-x_9', berserk: { light: false, dark: false }, clock };

  it('is offered to a tournament player on a game clock before their own first move, once', () => {
    expect(tournamentOf(game)).toBe('Tq3mV0aZ-x_9');
    expect(mayBerserk(game, 'light')).toBe(true);
    expect(mayBerserk(game, 'spectator')).toBe(false);
    expect(mayBerserk({ ...game, berserk: { light: true, dark: false } }, 'light')).toBe(false);
    const moved = { ...game, moves: [{ move: 'A1-A2', side: 'light', captured: [], clock_ms: 179_000 }] };
    expect(mayBerserk(moved, 'light')).toBe(false);
    expect(mayBerserk(moved, 'dark')).toBe(true);
  });

  it('is not offered outside a tournament, by correspondence, or once the game is over', () => {
    expect(mayBerserk({ ...game, tournament: null }, 'light')).toBe(false);
    expect(tournamentOf(baseSnapshot())).toBeNull();
    expect(mayBerserk({ ...game, clock: { ...clock, days: 3, deadline_ms: NOW } }, 'light')).toBe(false);
    expect(mayBerserk({ ...game, clock: null }, 'light')).toBe(false);
    expect(mayBerserk({ ...game, result: { state: 'win', winner: 'dark', reason: 'resign' } }, 'light')).toBe(false);
  });
});

describe('a pairing opened by the tournament’s page', () => {
  it('is told once by the game page it opened', () => {
    notePairing('G7', 'Theseus');
    expect(takePairing('G8')).toBeUndefined();
    expect(takePairing('G7')).toEqual({ opponent: 'Theseus' });
    expect(takePairing('G7')).toBeUndefined();
  });
});
