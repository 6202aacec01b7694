// Plural forms chosen by the language's own rules (Intl.PluralRules), not by `n === 1`: French says
// "0 partie" where English says "0 games", and a language added later may have more than two forms.
// The Greek catalogues use it throughout; the English and French ones still write `n === 1 ? … : …`
// where it gives the same answer, and may move to it when next touched.
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

/** Greek's two forms: "1 κίνηση", "3 κινήσεις" (the count written before the chosen word). */
export function elCount(count: number, one: string, other: string): string {
  return `${count} ${pluralForm('el', count, { one, other })}`;
}

/** Greek's form alone, for a sentence that places the count itself. */
export function elForm(count: number, one: string, other: string): string {
  return pluralForm('el', count, { one, other });
}
