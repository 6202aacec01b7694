// The words of ratings (the public profile, ../views/profile.ts, and the account page's ratings,
// ../views/account-ratings.ts), in both languages. Beside the catalogues rather than in them: en.ts
// and fr.ts are at their size limit, and these belong to those pages' own chunks.
import { language } from './index';

export interface RatingsWords {
  /** The clock's speeds a category names (lib/ratings.ts, SPEEDS). */
  speeds: Record<string, string>;
  ratings: string;
  noRatings: string;
  provisional: string;
  provisionalNote: string;
  games: (count: number) => string;
  loading: string;
  retry: string;
  // The public profile.
  profileFailed: string;
  noSuchPlayer: string;
  noSuchPlayerText: string;
  hidden: string;
  recent: string;
  noRecent: string;
  outcomes: Record<'win' | 'loss' | 'draw' | 'aborted' | 'playing', string>;
  /** Before the opponent's name (a link). */
  against: string;
  anonymous: string;
  rated: string;
  casual: string;
  untimed: string;
  // The account page.
  history: string;
  /** The chart's words for a screen reader: its category and its last ratings. */
  chartLabel: (category: string, values: string, count: number) => string;
  showTable: string;
  date: string;
  rating: string;
  change: string;
  hideProfile: string;
  hiddenNow: string;
  shownNow: string;
  seeProfile: string;
  ratingsFailed: string;
}

const en: RatingsWords = {
  speeds: { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapid', classical: 'Classical', correspondence: 'Correspondence' },
  ratings: 'Ratings',
  noRatings: 'No rated game yet.',
  provisional: 'provisional rating',
  provisionalNote: '? : provisional, until enough rated games are played.',
  games: (count) => (count === 1 ? '1 game' : `${count} games`),
  loading: 'Loading…',
  retry: 'Try again',
  profileFailed: 'The profile could not be loaded.',
  noSuchPlayer: 'No such player',
  noSuchPlayerText: 'Nobody plays under this name.',
  hidden: 'This profile is hidden.',
  recent: 'Recent games',
  noRecent: 'No game from the lobby yet.',
  outcomes: { win: 'Won', loss: 'Lost', draw: 'Draw', aborted: 'Cancelled', playing: 'In play' },
  against: 'against',
  anonymous: 'Anonymous',
  rated: 'Rated',
  casual: 'Casual',
  untimed: 'No clock',
  history: 'Rating history',
  chartLabel: (category, values, count) => `${category}: ${count === 1 ? 'the last rating' : `the last ${count} ratings, oldest first`}: ${values}.`,
  showTable: 'Show as a table',
  date: 'Date',
  rating: 'Rating',
  change: 'Change',
  hideProfile: 'Hide my public profile',
  hiddenNow: 'Your public profile is hidden: others see only your name.',
  shownNow: 'Your public profile shows your ratings and your games from the lobby.',
  seeProfile: 'See my public profile',
  ratingsFailed: 'Your ratings could not be loaded.',
};

const fr: RatingsWords = {
  speeds: { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapide', classical: 'Classique', correspondence: 'Correspondance' },
  ratings: 'Classements',
  noRatings: 'Aucune partie classée pour l’instant.',
  provisional: 'classement provisoire',
  provisionalNote: '? : provisoire, tant que trop peu de parties classées sont jouées.',
  games: (count) => (count <= 1 ? `${count} partie` : `${count} parties`),
  loading: 'Chargement…',
  retry: 'Réessayer',
  profileFailed: 'Le profil n’a pas pu être chargé.',
  noSuchPlayer: 'Joueur introuvable',
  noSuchPlayerText: 'Personne ne joue sous ce nom.',
  hidden: 'Ce profil est masqué.',
  recent: 'Parties récentes',
  noRecent: 'Aucune partie du salon pour l’instant.',
  outcomes: { win: 'Gagnée', loss: 'Perdue', draw: 'Nulle', aborted: 'Annulée', playing: 'En cours' },
  against: 'contre',
  anonymous: 'Anonyme',
  rated: 'Classée',
  casual: 'Amicale',
  untimed: 'Sans pendule',
  history: 'Évolution du classement',
  chartLabel: (category, values, count) => `${category} : ${count <= 1 ? 'le dernier classement' : `les ${count} derniers classements, du plus ancien au plus récent`} : ${values}.`,
  showTable: 'Voir sous forme de tableau',
  date: 'Date',
  rating: 'Classement',
  change: 'Écart',
  hideProfile: 'Masquer mon profil public',
  hiddenNow: 'Votre profil public est masqué : les autres ne voient que votre nom.',
  shownNow: 'Votre profil public montre vos classements et vos parties du salon.',
  seeProfile: 'Voir mon profil public',
  ratingsFailed: 'Vos classements n’ont pas pu être chargés.',
};

export function ratingsText(): RatingsWords {
  return language() === 'fr' ? fr : en;
}
