// Where the exercises come from, under the exercises page's introduction (../views/exercises.ts), in
// both languages. Beside the catalogues rather than in them: en.ts and fr.ts are at their size limit.
import { language } from './index';

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

export function exerciseSourceText(): ExerciseSourceWords {
  return language() === 'fr' ? exerciseSourceFr : exerciseSourceEn;
}
