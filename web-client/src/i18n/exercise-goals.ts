// An exercise's goal in the page's language. The engine writes each goal in English, French and
// Greek (../../../engine/exercises/goal_text.cpp, checked by `petteia exercises verify`), and the
// exercise set stores the three (`goal_en`, `goal_fr`, `goal_el`, migration 28): the page only picks
// one. English when the text is missing (a server of an older version behind the same address).
import type { Language } from './index';

type Goal = Partial<Record<Language, string>> & { en: string };

/** The goal in `lang`: the set's own text, else English. */
export function goalIn(goal: Goal, lang: Language): string {
  return goal[lang] || goal.en;
}
