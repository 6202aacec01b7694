// The shape of the clubs' words (./club-text.ts holds them in every language): apart, so
// that the words of every language stay under the long-file limit there.
import type { ClubKind, NameProblem, RefusalReason } from '../lib/clubs';

export interface ClubWords {
  heading: string;
  intro: string;
  kinds: Record<ClubKind, string>;
  kindHints: Record<ClubKind, string>;
  loading: string;
  loadFailed: string;
  retry: string;
  signInToSee: string;
  signIn: string;
  yours: string;
  yourClass: string;
  none: string;
  pupilNote: string;
  organisedBy: (kind: ClubKind, name: string) => string;
  members: (count: number) => string;
  youOrganise: string;
  // The form
  create: string;
  kind: string;
  name: string;
  nameHint: string;
  nameProblem: string;
  submit: string;
  creating: string;
  // A club's page
  notFound: string;
  notFoundHint: string;
  allClubs: string;
  invited: (organiser: string) => string;
  join: string;
  joining: string;
  signInToJoin: string;
  joined: string;
  alreadyIn: string;
  leave: string;
  leaveAsk: (name: string) => string;
  leaveYes: string;
  stay: string;
  left: string;
  inviteHeading: string;
  inviteHint: string;
  inviteLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  newLink: string;
  newLinkAsk: string;
  newLinkYes: string;
  keepLink: string;
  newLinkDone: string;
  membersHeading: (count: number) => string;
  organiserMark: (kind: ClubKind) => string;
  pupilMark: string;
  protectedMark: string;
  eventsHeading: string;
  noEvents: string;
  newEvent: string;
  gamesHeading: string;
  noGames: string;
  gameLine: (first: string, second: string) => string;
  won: (winner: string) => string;
  draw: string;
  // The club's event in the tournaments' form
  eventOf: (club: string) => string;
  // A teacher's pupils
  pupilsHeading: string;
  addPupils: string;
  namesLabel: string;
  namesHint: string;
  namesCount: (count: number) => string;
  nameProblems: Record<NameProblem, string>;
  lineProblem: (line: number, name: string, problem: string) => string;
  tooMany: (count: number) => string;
  noNames: string;
  makeAccounts: string;
  making: string;
  refusedHeading: string;
  refusedReasons: Record<RefusalReason | 'other', string>;
  refusedLine: (given: string, reason: string) => string;
  noPupils: string;
  pupilsCaption: string;
  columns: { pupil: string; protected: string; solved: string; solvedShort: string; more: string };
  protectedLabel: (name: string) => string;
  protectedHint: string;
  protectedNow: (name: string, on: boolean) => string;
  progress: string;
  progressOf: (name: string) => string;
  reset: string;
  resetOf: (name: string) => string;
  resetAsk: (name: string) => string;
  resetYes: string;
  cancel: string;
  // The card
  cardHeading: (club: string) => string;
  resetHeading: (name: string) => string;
  cardOnce: string;
  print: string;
  site: (host: string) => string;
  givenName: string;
  username: string;
  password: string;
  // A pupil's progress
  backToClass: string;
  protectedState: (on: boolean) => string;
  solvedHeading: (count: number) => string;
  noSolved: string;
  playingHeading: string;
  noPlaying: string;
  finishedHeading: string;
  noFinished: string;
  toMove: (side: string) => string;
  waitingOpponent: string;
  // Refusals
  refusals: {
    network: string;
    notSignedIn: string;
    rateLimited: (seconds: number | null) => string;
    protectedAccount: string;
    clubFull: string;
    notOrganiser: string;
    notFound: string;
    refused: (message: string | null) => string;
    failed: string;
  };
}
