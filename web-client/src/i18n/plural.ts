// Plural forms chosen by the language's own rules (Intl.PluralRules), not by `n === 1`: French says
// "0 partie" where English says "0 games", and a language added later may have more than two forms.
// Every catalogue goes through it (issue 40); a test of a count's words says "0 partie" in French.
// The language is a plain tag ('el'), not ./index.ts's Language: the catalogues import this file, and
// ./index.ts imports the catalogues.

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` (by CLDR category; `other` when the language's category has none) for `count`. */
export function pluralForm(lang: string, count: number, forms: { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return forms[rule.select(count)] ?? forms.other;
}

/** A language's two forms: `count` writes the count before the chosen word ("3 games"), `form`
 * gives the word alone, for a sentence that places the count itself. */
function formsOf(lang: string) {
  return {
    count: (count: number, one: string, other: string): string => `${count} ${pluralForm(lang, count, { one, other })}`,
    form: (count: number, one: string, other: string): string => pluralForm(lang, count, { one, other }),
  };
}

export const { count: enCount, form: enForm } = formsOf('en');
export const { count: frCount, form: frForm } = formsOf('fr');
/** Greek's: "1 κίνηση", "3 κινήσεις". */
export const { count: elCount, form: elForm } = formsOf('el');
