// The Rules and Sources pages' words in the page's language. Only those pages (a lazy chunk) import
// this, so their long prose is not part of the first load.
import { rulesEn, type RulesCatalogue } from './rules-en';
import { rulesFr } from './rules-fr';
import { rulesEl } from './rules-el';
import { language, type Language } from '.';

export const rulesCatalogues: Record<Language, RulesCatalogue> = { en: rulesEn, fr: rulesFr, el: rulesEl };

export function rulesText(lang: Language = language()): RulesCatalogue {
  return rulesCatalogues[lang];
}
