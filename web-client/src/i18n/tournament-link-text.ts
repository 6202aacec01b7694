// The tournaments' name where the first load needs it (the header's link, the pages' titles), in both
// languages. The pages' own words are ./tournament-text.ts, in their chunks.
import { language } from './index';

interface TournamentLinkWords {
  title: string;
}

const en: TournamentLinkWords = { title: 'Tournaments' };
const fr: TournamentLinkWords = { title: 'Tournois' };

export function tournamentLinkText(): TournamentLinkWords {
  return language() === 'fr' ? fr : en;
}
