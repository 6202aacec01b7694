// What the tournaments' list, a tournament's page and Home's section show alike: a tournament's name
// (the site's arenas named in the page's language), the line that says its kind, game, clock and
// whether it is rated, and where it stands now ("Starts in 4:05") — with, for screen readers, the
// same said in whole minutes and only now and then (lib/tournaments.ts, spokenMinutes); the server's
// refusals in words.
import { h } from '../lib/dom';
import { ApiError } from '../lib/api';
import { timeControlLabel } from '../lib/clock';
import { countdown, phaseOf, spokenMinutes, tournamentPath, type Tournament } from '../lib/tournaments';
import { gameTitle } from '../i18n';
import { tournamentText, type TournamentWords } from '../i18n/tournament-text';

export function tournamentName(tournament: Tournament, words: TournamentWords = tournamentText()): string {
  return tournament.site ? words.siteName(tournament.site, gameTitle(tournament.variant)) : tournament.name;
}

/** "Arena · Petteia 6×6 · 3+2 · Rated". */
export function tournamentMeta(tournament: Tournament, words: TournamentWords = tournamentText()): string {
  return [words.kinds[tournament.kind], gameTitle(tournament.variant), timeControlLabel(tournament.time),
    tournament.rated ? words.rated : words.casual, tournament.listed ? null : words.linkOnly].filter(Boolean).join(' · ');
}

/** Where it stands at `now`, as shown. */
export function phaseText(tournament: Tournament, now: number, words: TournamentWords = tournamentText()): string {
  const phase = phaseOf(tournament, now);
  const clock = (ms: number) => countdown(ms, words.daysHours);
  switch (phase.kind) {
    case 'starts': return words.startsIn(clock(phase.inMs));
    case 'byOrganiser': return words.byOrganiser;
    case 'starting': return words.starting;
    case 'ends': return words.endsIn(clock(phase.inMs));
    case 'round': return phase.nextInMs === null ? words.round(phase.round, phase.rounds)
      : `${words.round(phase.round, phase.rounds)} · ${words.nextRoundIn(clock(phase.nextInMs))}`;
    case 'finished': return words.finished;
    case 'cancelled': return words.cancelled;
  }
}

/** Where it stands, as a screen reader is told it: in minutes, now and then; null between. */
export function phaseSpoken(tournament: Tournament, now: number, words: TournamentWords = tournamentText()): string | null {
  const phase = phaseOf(tournament, now);
  if (phase.kind === 'starts' || phase.kind === 'ends') {
    const minutes = spokenMinutes(phase.inMs);
    if (minutes === null) return null;
    return phase.kind === 'starts' ? words.startsInMinutes(minutes) : words.endsInMinutes(minutes);
  }
  return phaseText(tournament, now, words);
}

/** One tournament in a list: its name as the link, the line of what it is, where it stands, the players. */
export function tournamentItem(tournament: Tournament, now: number, words: TournamentWords = tournamentText()): HTMLElement {
  const phase = h('span', { class: 't-phase', 'data-phase-of': tournament.id }, phaseText(tournament, now, words));
  return h('li', { class: `t-item${tournament.state === 'running' ? ' is-running' : ''}`, 'data-testid': `tournament-${tournament.id}` },
    h('a', { class: 't-name', href: tournamentPath(tournament.id), 'data-link': '' }, tournamentName(tournament, words)),
    h('span', { class: 't-meta' }, tournamentMeta(tournament, words)),
    h('span', { class: 't-line' }, phase, h('span', { class: 't-players' }, words.players(tournament.players, tournament.max_players))));
}

/** The countdowns of a list drawn again (each second): only their text changes. */
export function tickItems(root: HTMLElement, tournaments: readonly Tournament[], now: number): void {
  for (const tournament of tournaments) {
    const line = root.querySelector<HTMLElement>(`[data-phase-of="${CSS.escape(tournament.id)}"]`);
    const text = phaseText(tournament, now);
    if (line && line.textContent !== text) line.textContent = text;
  }
}

/** The server's refusal in words; a 401 with the sign-in link. */
export function refusalText(error: unknown, words: TournamentWords): { text: string; signIn: boolean } {
  if (!(error instanceof ApiError)) return { text: words.failed, signIn: false };
  switch (error.code) {
    case 'network': return { text: words.network, signIn: false };
    case 'invalid_message': return { text: words.refused(error.detail), signIn: false };
    case 'rate_limited': return { text: words.rateLimited(error.retryAfter), signIn: false };
    case 'not_signed_in': return { text: words.notSignedIn, signIn: true };
    case 'not_organiser': return { text: words.notOrganiser, signIn: false };
    case 'not_a_member': return { text: words.notAMember, signIn: false };
    case 'protected_account': return { text: words.protectedAccount, signIn: false };
    case 'tournament_not_found': return { text: words.notFound, signIn: false };
    case 'tournament_closed': {
      const reason = error.reason;
      return { text: reason === 'full' || reason === 'closed' || reason === 'not_playing' || reason === 'started' ? words.closed[reason] : words.closed.other, signIn: false };
    }
    default: return { text: error.status === 401 ? words.notSignedIn : words.failed, signIn: error.status === 401 };
  }
}

/** The alert's content: the words, and the sign-in link when that is the way out. */
export function refusalNodes(error: unknown, words: TournamentWords): (Node | string)[] {
  const { text, signIn } = refusalText(error, words);
  return signIn ? [text, ' ', h('a', { href: '/signin', 'data-link': '', 'data-testid': 'sign-in-link' }, words.signIn)] : [text];
}
