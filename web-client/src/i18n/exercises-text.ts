// Where the exercises come from, under the exercises page's introduction (../views/exercises.ts), in
// every language. Beside the catalogues rather than in them: en.ts and fr.ts are at their size limit.
import { wordsIn, type Language } from './index';

interface ExerciseSourceWords {
  /** Exercises from finished games keep the position only. */
  fromGames: string;
}

export const exerciseSourceEn: ExerciseSourceWords = {
  fromGames: 'Some come from mistakes found by analysis in finished games. Only the position before the mistake is kept: never the game, the players’ names or their accounts.',
};

export const exerciseSourceFr: ExerciseSourceWords = {
  fromGames: 'Certains viennent d’erreurs trouvées par l’analyse dans des parties terminées. Seule la position d’avant l’erreur est gardée : jamais la partie, ni le nom des joueurs, ni leur compte.',
};

export const exerciseSourceEl: ExerciseSourceWords = {
  fromGames: 'Μερικές προέρχονται από λάθη που βρήκε η ανάλυση σε τελειωμένες παρτίδες. Κρατιέται μόνο η θέση πριν από το λάθος: ποτέ η παρτίδα, τα ονόματα των παικτών ή οι λογαριασμοί τους.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ExerciseSourceWords> = { en: exerciseSourceEn, fr: exerciseSourceFr, el: exerciseSourceEl };

export function exerciseSourceText(): ExerciseSourceWords {
  return wordsIn(byLanguage);
}
