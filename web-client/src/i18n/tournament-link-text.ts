// The tournaments' and the clubs' names where the first load needs them (the header's links, the
// pages' titles), in every language. The pages' own words are ./tournament-text.ts and ./club-text.ts,
// in their chunks.
import { wordsIn, type Language } from './index';

interface TournamentLinkWords {
  title: string;
  clubs: string;
}

const en: TournamentLinkWords = { title: 'Tournaments', clubs: 'Clubs' };
const fr: TournamentLinkWords = { title: 'Tournois', clubs: 'Clubs' };

const el: TournamentLinkWords = { title: 'Τουρνουά', clubs: 'Όμιλοι' };

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, TournamentLinkWords> = { en, fr, el };

export function tournamentLinkText(): TournamentLinkWords {
  return wordsIn(byLanguage);
}
