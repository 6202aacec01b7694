// The shape of the tournaments' words (./tournament-text.ts holds them in every language): apart,
// so that the words of every language stay under the long-file limit there.
import type { FormField } from '../lib/tournament-form';
import type { RowState, SheetEntry, TournamentKind } from '../lib/tournaments';

export interface TournamentWords {
  heading: string;
  intro: string;
  kinds: Record<TournamentKind, string>;
  /** The site's own arenas, named in the page's language: "Hourly Petteia 6×6 arena". */
  siteName: (site: 'hourly' | 'daily', game: string) => string;
  listHeading: string;
  none: string;
  loading: string;
  loadFailed: string;
  retry: string;
  startsIn: (countdown: string) => string;
  byOrganiser: string;
  starting: string;
  endsIn: (countdown: string) => string;
  round: (round: number, rounds: number | null) => string;
  nextRoundIn: (countdown: string) => string;
  finished: string;
  cancelled: string;
  /** The screen reader's countdown, now and then: "Starts in 5 minutes". */
  startsInMinutes: (minutes: number) => string;
  endsInMinutes: (minutes: number) => string;
  daysHours: (days: number, hours: number) => string;
  players: (count: number, most: number) => string;
  rated: string;
  casual: string;
  linkOnly: string;
  organisedBy: (name: string | null) => string;
  // The form
  create: string;
  signInToCreate: string;
  signIn: string;
  kind: string;
  name: string;
  nameHint: string;
  game: string;
  clock: string;
  gameClock: string;
  minutes: string;
  increment: string;
  duration: string;
  durationChoice: (minutes: number) => string;
  rounds: string;
  roundsHint: string;
  start: string;
  startIn: string;
  startInHint: string;
  startByMe: string;
  roundEvery: string;
  roundEveryChoice: (minutes: number | null) => string;
  roundEveryHint: string;
  maxPlayers: string;
  maxPlayersHint: (most: number) => string;
  ratedChoice: string;
  listedChoice: string;
  listedHint: string;
  submit: string;
  creating: string;
  problems: Record<FormField, string>;
  fixFields: string;
  // Errors from the server
  refused: (message: string | null) => string;
  rateLimited: (seconds: number | null) => string;
  notSignedIn: string;
  network: string;
  closed: Record<'full' | 'closed' | 'not_playing' | 'started' | 'other', string>;
  notOrganiser: string;
  /** A club's event made from its page (issue 39), and the refusals of clubs' events. */
  clubEvent: (club: string | null) => string;
  notAMember: string;
  protectedAccount: string;
  failed: string;
  notFound: string;
  notFoundHint: string;
  allTournaments: string;
  // A tournament's page
  join: string;
  joinAgain: string;
  signInToJoin: string;
  pause: string;
  withdraw: string;
  withdrawAsk: string;
  withdrawYes: string;
  stayIn: string;
  startNow: string;
  nextRoundNow: string;
  done: Record<'joined' | 'back' | 'already' | 'paused' | 'withdrawn' | 'starting' | 'next_round', string>;
  stayHere: string;
  yourGame: string;
  openGame: string;
  opening: (opponent: string | null) => string;
  you: (rank: number, score: string) => string;
  reconnecting: string;
  standings: string;
  columns: { rank: string; player: string; score: string; sheet: string; rating: string; state: string };
  rowStates: Record<RowState, string>;
  onFire: string;
  yourRow: string;
  nobody: string;
  pageOf: (page: number, pages: number) => string;
  previous: string;
  next: string;
  sheetEntry: (entry: SheetEntry) => string;
  inPlay: string;
  noGame: string;
  watch: (first: string, second: string) => string;
  roundShort: (round: number) => string;
  downloads: string;
  results: string;
  games: string;
  // The game page of a tournament's game
  back: string;
  berserk: string;
  berserkHint: string;
  berserked: string;
  paired: (opponent: string | null) => string;
  over: string;
}
