// The words of ratings (the public profile, ../views/profile.ts, and the account page's ratings,
// ../views/account-ratings.ts), in every language. Beside the catalogues rather than in them: en.ts
// and fr.ts are at their size limit, and these belong to those pages' own chunks.
import { wordsIn, type Language } from './index';
import { elCount, elForm, enCount, enForm, frCount, frForm } from './plural';

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
  games: (count) => enCount(count, 'game', 'games'),
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
  chartLabel: (category, values, count) => `${category}: ${enForm(count, 'the last rating', `the last ${count} ratings, oldest first`)}: ${values}.`,
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
  games: (count) => frCount(count, 'partie', 'parties'),
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
  chartLabel: (category, values, count) => `${category} : ${frForm(count, 'le dernier classement', `les ${count} derniers classements, du plus ancien au plus récent`)} : ${values}.`,
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

const el: RatingsWords = {
  speeds: { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapid', classical: 'Κλασικό', correspondence: 'Δι’ αλληλογραφίας' },
  ratings: 'Βαθμολογίες',
  noRatings: 'Καμία βαθμολογημένη παρτίδα ακόμη.',
  provisional: 'προσωρινή βαθμολογία',
  provisionalNote: '? : προσωρινή, ώσπου να παιχτούν αρκετές βαθμολογημένες παρτίδες.',
  games: (count) => elCount(count, 'παρτίδα', 'παρτίδες'),
  loading: 'Φόρτωση…',
  retry: 'Ξανά',
  profileFailed: 'Το προφίλ δεν φορτώθηκε.',
  noSuchPlayer: 'Δεν υπάρχει τέτοιος παίκτης',
  noSuchPlayerText: 'Κανείς δεν παίζει με αυτό το όνομα.',
  hidden: 'Αυτό το προφίλ είναι κρυφό.',
  recent: 'Πρόσφατες παρτίδες',
  noRecent: 'Καμία παρτίδα από την αίθουσα ακόμη.',
  outcomes: { win: 'Νίκη', loss: 'Ήττα', draw: 'Ισοπαλία', aborted: 'Ακυρώθηκε', playing: 'Σε εξέλιξη' },
  against: 'εναντίον',
  anonymous: 'Ανώνυμος',
  rated: 'Βαθμολογημένη',
  casual: 'Φιλική',
  untimed: 'Χωρίς ρολόι',
  history: 'Ιστορικό βαθμολογίας',
  chartLabel: (category, values, count) => `${category}: ${elForm(count, 'η τελευταία βαθμολογία', `οι ${count} τελευταίες βαθμολογίες, από την παλαιότερη`)}: ${values}.`,
  showTable: 'Εμφάνιση ως πίνακα',
  date: 'Ημερομηνία',
  rating: 'Βαθμολογία',
  change: 'Μεταβολή',
  hideProfile: 'Απόκρυψη του δημόσιου προφίλ μου',
  hiddenNow: 'Το δημόσιο προφίλ σας είναι κρυφό: οι άλλοι βλέπουν μόνο το όνομά σας.',
  shownNow: 'Το δημόσιο προφίλ σας δείχνει τις βαθμολογίες σας και τις παρτίδες σας από την αίθουσα.',
  seeProfile: 'Το δημόσιο προφίλ μου',
  ratingsFailed: 'Οι βαθμολογίες σας δεν φορτώθηκαν.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, RatingsWords> = { en: en, fr: fr, el };

export function ratingsText(): RatingsWords {
  return wordsIn(byLanguage);
}
