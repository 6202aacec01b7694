// The Rules and Sources pages' words in the page's language. Only those pages (a lazy chunk) import
// this, so their long prose is not part of the first load. English and French come with the pages'
// chunk, as before Greek came; Greek's is a chunk of its own, fetched when a Greek reader opens them:
// three languages' prose in one chunk is over the lazy-chunk budget (../../scripts/size.mjs).
import { rulesEn, type RulesCatalogue } from './rules-en';
import { rulesFr } from './rules-fr';
import { language, type Language } from '.';

const loaded: Partial<Record<Language, RulesCatalogue>> = { en: rulesEn, fr: rulesFr };
const loaders: Partial<Record<Language, () => Promise<RulesCatalogue>>> = {
  el: async () => (await import('./rules-el')).rulesEl,
};

/** Whether a language's words are here to draw the pages with at once. */
export function hasRulesText(lang: Language = language()): boolean {
  return loaded[lang] !== undefined;
}

/** Fetches a language's words if they are not here yet. */
export async function loadRulesText(lang: Language = language()): Promise<void> {
  const load = loaders[lang];
  if (!loaded[lang] && load) loaded[lang] = await load();
}

/** The pages' words (English until a language's own have arrived). */
export function rulesText(lang: Language = language()): RulesCatalogue {
  return loaded[lang] ?? rulesEn;
}
