// An exercise's goal in the page's language. The engine writes each goal in English and French
// (../../../engine/exercises/goal_text.cpp) and the exercise set stores both (`goal_en`, `goal_fr`);
// until it carries Greek too (a migration and the set regenerated, web-client/README.md, "Greek"),
// a Greek page says the engine's English sentences in Greek here, one pattern each. A sentence no
// pattern knows (the engine's wording changed) is shown in English, never half-translated.
import type { Language } from './index';

type Goal = { en: string; fr: string } & Partial<Record<Language, string>>;

/** "two pieces": Greek's neuter numerals (κομμάτι is neuter). */
const COUNT: Record<string, string> = { two: 'δύο', three: 'τρία', four: 'τέσσερα' };
/** "C3, D4 and E5" → "C3, D4 και E5". */
const and = (list: string): string => list.replace(/ and /g, ' και ');

const GREEK: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^Capture a piece with one move\.$/, () => 'Πάρτε ένα κομμάτι με μία κίνηση.'],
  [/^Capture (\w+) pieces with one move\.$/, (m) => `Πάρτε ${COUNT[m[1]!] ?? m[1]} κομμάτια με μία κίνηση.`],
  [/^Your piece on (\S+) is threatened: save it without losing another\.$/, (m) => `Ο πεσσός σας στο ${m[1]} απειλείται: σώστε τον χωρίς να χάσετε άλλον.`],
  [/^Your pieces on (.+) are threatened: save them all with one move\.$/, (m) => `Οι πεσσοί σας στα ${and(m[1]!)} απειλούνται: σώστε τους όλους με μία κίνηση.`],
  [/^Win in one move\.$/, () => 'Κερδίστε με μία κίνηση.'],
  [/^Win in (\d+) moves, whatever the defence\.$/, (m) => `Κερδίστε σε ${m[1]} κινήσεις, όποια κι αν είναι η άμυνα.`],
  [/^Checkmate in one move\.$/, () => 'Κάντε ματ με μία κίνηση.'],
  [/^Checkmate in (\d+) moves, whatever the defence\.$/, (m) => `Κάντε ματ σε ${m[1]} κινήσεις, όποια κι αν είναι η άμυνα.`],
  [/^Find the capture that wins a piece\.$/, () => 'Βρείτε την αιχμαλωσία που κερδίζει ένα κομμάτι.'],
  [/^Only one move saves your King from mate: find it\.$/, () => 'Μόνο μία κίνηση σώζει τον Βασιλιά σας από το ματ: βρείτε την.'],
  [/^This position is won: find the only move that keeps the win\.$/, () => 'Αυτή η θέση κερδίζεται: βρείτε τη μόνη κίνηση που κρατά τη νίκη.'],
  [/^Every move but one loses: find the one that keeps the draw\.$/, () => 'Όλες οι κινήσεις εκτός από μία χάνουν: βρείτε αυτήν που κρατά την ισοπαλία.'],
];

/** The goal in `lang`: the set's own text when it has one, else Greek from the English, else English. */
export function goalIn(goal: Goal, lang: Language): string {
  const own = goal[lang];
  if (own) return own;
  if (lang === 'el') {
    for (const [pattern, greek] of GREEK) {
      const match = goal.en.match(pattern);
      if (match) return greek(match);
    }
  }
  return goal.en;
}
