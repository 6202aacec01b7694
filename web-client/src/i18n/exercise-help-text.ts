// The words of exercises that teach (issue 40): the hint, the solution shown, the skip, the filters
// by game and theme, exercise ratings, the streak and the exercise of the day on Home. Beside the
// catalogues rather than in them: en.ts and fr.ts are at their size limit.
import { wordsIn, type Language } from './index';
import { elCount, frForm } from './plural';

interface ExerciseHelpWords {
  hint: string;
  /** The hint said: the piece to move is on `square`. */
  hintSaid: (square: string) => string;
  showSolution: string;
  solutionShown: string;
  /** Said beside Hint and Show the solution when the player is rated. */
  helpCostsRating: string;
  skip: string;
  gameFilter: string;
  themeFilter: string;
  allGames: string;
  allThemes: string;
  noneForFilter: string;
  /** The list's button: the exercise nearest the player's rating. */
  offer: string;
  yourRating: (rating: number, provisional: boolean) => string;
  newcomerRating: string;
  ratingChange: (before: number, after: number, provisional: boolean) => string;
  exerciseRating: (rating: number) => string;
  streak: string;
  streakIntro: string;
  streakCount: (solved: number) => string;
  streakOver: (solved: number) => string;
  streakComplete: (solved: number) => string;
  bestStreak: (best: number) => string;
  newStreak: string;
  dailyTitle: string;
  dailySolve: string;
  /** Home's card when the exercise of the day cannot be read. */
  failed: string;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);

export const exerciseHelpEn: ExerciseHelpWords = {
  hint: 'Hint',
  hintSaid: (square) => `Hint: move the piece on ${square}.`,
  showSolution: 'Show the solution',
  solutionShown: 'The solution:',
  helpCostsRating: 'A hint or the solution counts as not solved for your exercise rating.',
  skip: 'Next exercise',
  gameFilter: 'Game',
  themeFilter: 'Theme',
  allGames: 'All games',
  allThemes: 'All themes',
  noneForFilter: 'No exercise of this game and theme.',
  offer: 'Solve an exercise at your level',
  yourRating: (rating, provisional) => `Your exercise rating: ${rating}${provisional ? '?' : ''}`,
  newcomerRating: 'Sign in to have an exercise rating: each exercise you try changes it, and exercises near it are offered.',
  ratingChange: (before, after, provisional) => `Your exercise rating: ${before} → ${after}${provisional ? '?' : ''} (${signed(after - before)}).`,
  exerciseRating: (rating) => `Exercise rating ${rating}`,
  streak: 'Streak',
  streakIntro: 'Solve exercises one after another, easiest first: one miss ends the streak.',
  streakCount: (solved) => `Streak: ${solved} solved`,
  streakOver: (solved) => `Streak over: ${solved} solved in a row.`,
  streakComplete: (solved) => `Streak complete: all ${solved} solved!`,
  bestStreak: (best) => `Best streak: ${best}`,
  newStreak: 'New streak',
  dailyTitle: 'Exercise of the day',
  dailySolve: 'Solve it',
  failed: 'The exercise of the day could not be loaded.',
};

export const exerciseHelpFr: ExerciseHelpWords = {
  hint: 'Indice',
  hintSaid: (square) => `Indice : jouez la pièce en ${square}.`,
  showSolution: 'Voir la solution',
  solutionShown: 'La solution :',
  helpCostsRating: 'Un indice ou la solution compte comme non résolu pour votre classement d’exercices.',
  skip: 'Exercice suivant',
  gameFilter: 'Jeu',
  themeFilter: 'Thème',
  allGames: 'Tous les jeux',
  allThemes: 'Tous les thèmes',
  noneForFilter: 'Aucun exercice de ce jeu et de ce thème.',
  offer: 'Un exercice à votre niveau',
  yourRating: (rating, provisional) => `Votre classement d’exercices : ${rating}${provisional ? ' ?' : ''}`,
  newcomerRating: 'Connectez-vous pour avoir un classement d’exercices : chaque exercice tenté le change, et ceux qui sont proposés en sont proches.',
  ratingChange: (before, after, provisional) => `Votre classement d’exercices : ${before} → ${after}${provisional ? ' ?' : ''} (${signed(after - before)}).`,
  exerciseRating: (rating) => `Classement de l’exercice ${rating}`,
  streak: 'Série',
  streakIntro: 'Résolvez les exercices l’un après l’autre, du plus facile au plus difficile : une erreur met fin à la série.',
  streakCount: (solved) => `Série : ${solved} ${frForm(solved, 'résolu', 'résolus')}`,
  streakOver: (solved) => `Fin de la série : ${solved} ${frForm(solved, 'résolu', 'résolus')} d’affilée.`,
  streakComplete: (solved) => `Série terminée : les ${solved} résolus !`,
  bestStreak: (best) => `Meilleure série : ${best}`,
  newStreak: 'Nouvelle série',
  dailyTitle: 'L’exercice du jour',
  dailySolve: 'Le résoudre',
  failed: 'L’exercice du jour n’a pas pu être chargé.',
};

export const exerciseHelpEl: ExerciseHelpWords = {
  hint: 'Υπόδειξη',
  hintSaid: (square) => `Υπόδειξη: παίξτε το κομμάτι στο ${square}.`,
  showSolution: 'Δείτε τη λύση',
  solutionShown: 'Η λύση:',
  helpCostsRating: 'Μια υπόδειξη ή η λύση μετρά ως άλυτη άσκηση για τη βαθμολογία ασκήσεών σας.',
  skip: 'Επόμενη άσκηση',
  gameFilter: 'Παιχνίδι',
  themeFilter: 'Θέμα',
  allGames: 'Όλα τα παιχνίδια',
  allThemes: 'Όλα τα θέματα',
  noneForFilter: 'Καμία άσκηση αυτού του παιχνιδιού και θέματος.',
  offer: 'Μια άσκηση στο επίπεδό σας',
  yourRating: (rating, provisional) => `Η βαθμολογία ασκήσεών σας: ${rating}${provisional ? '?' : ''}`,
  newcomerRating: 'Συνδεθείτε για να έχετε βαθμολογία ασκήσεων: κάθε άσκηση που δοκιμάζετε την αλλάζει, και σας προτείνονται ασκήσεις κοντά της.',
  ratingChange: (before, after, provisional) => `Η βαθμολογία ασκήσεών σας: ${before} → ${after}${provisional ? '?' : ''} (${signed(after - before)}).`,
  exerciseRating: (rating) => `Βαθμολογία της άσκησης ${rating}`,
  streak: 'Σερί',
  streakIntro: 'Λύστε ασκήσεις τη μία μετά την άλλη, από την ευκολότερη: ένα λάθος τελειώνει το σερί.',
  streakCount: (solved) => `Σερί: ${elCount(solved, 'λυμένη', 'λυμένες')}`,
  streakOver: (solved) => `Τέλος του σερί: ${elCount(solved, 'λυμένη', 'λυμένες')} στη σειρά.`,
  streakComplete: (solved) => `Το σερί ολοκληρώθηκε: λύθηκαν και οι ${solved}!`,
  bestStreak: (best) => `Καλύτερο σερί: ${best}`,
  newStreak: 'Νέο σερί',
  dailyTitle: 'Η άσκηση της ημέρας',
  dailySolve: 'Λύστε την',
  failed: 'Η άσκηση της ημέρας δεν φορτώθηκε.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ExerciseHelpWords> = { en: exerciseHelpEn, fr: exerciseHelpFr, el: exerciseHelpEl };

export function exerciseHelpText(): ExerciseHelpWords {
  return wordsIn(byLanguage);
}
