// The tournaments' and the clubs' names where the first load needs them (the header's links, the
// pages' titles), in both languages. The pages' own words are ./tournament-text.ts and ./club-text.ts,
// in their chunks.
import { language } from './index';

interface TournamentLinkWords {
  title: string;
  clubs: string;
}

const en: TournamentLinkWords = { title: 'Tournaments', clubs: 'Clubs' };
const fr: TournamentLinkWords = { title: 'Tournois', clubs: 'Clubs' };

export function tournamentLinkText(): TournamentLinkWords {
  return language() === 'fr' ? fr : en;
}
