// The current language and its catalogue.
import { en, type Catalogue } from './en';
import { fr } from './fr';
import { setting, storeSetting } from '../lib/storage';
import { entryOf, titleOf } from '../lib/catalogue';

export type Language = 'fr' | 'en' | 'el';
export const languages: Language[] = ['fr', 'en', 'el'];
/** Each language's own name, for the switch (the Greek catalogue may not be loaded yet). */
export const languageNames: Record<Language, string> = { fr: 'Français', en: 'English', el: 'Ελληνικά' };
/** The locale each language formats dates and counts in (British English: "8 Dec", "811,912"). */
export const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', el: 'el-GR' };

// English and French are in the first load, as before Greek came; Greek's main catalogue is a chunk
// of its own (./el.ts), fetched only by a reader who asks for Greek: the first load is held to a
// budget (../../scripts/size.mjs) that a third catalogue for everyone would break.
const loaded: Partial<Record<Language, Catalogue>> = { fr, en };
const loaders: Record<Language, () => Promise<Catalogue>> = {
  fr: async () => fr,
  en: async () => en,
  el: async () => (await import('./el')).el,
};

/** The first of the browser's preferences among the languages we have, else English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function isLanguage(code: string | null | undefined): code is Language {
  return (languages as readonly string[]).includes(code ?? '');
}

let current: Language = 'en';
const listeners = new Set<() => void>();

/** Fetches a language's catalogue if it is not loaded yet (Greek's is a chunk of its own). */
export async function loadLanguage(lang: Language): Promise<void> {
  loaded[lang] ??= await loaders[lang]();
}

/** Chooses the stored or the browser's language; resolves once its catalogue is there to draw with. */
export function initLanguage(): Promise<void> {
  const stored = setting('lang');
  current = isLanguage(stored) ? stored : preferredLanguage(navigator.languages ?? [navigator.language]);
  document.documentElement.lang = current;
  // A catalogue that will not load (offline at the first visit) leaves the page in English, not blank.
  return loadLanguage(current).catch(() => undefined);
}

export function language(): Language {
  return current;
}

/** Switches the language: at once when its catalogue is loaded (English, French), else once it is. */
export function setLanguage(next: Language): Promise<void> {
  if (loaded[next]) {
    switchTo(next);
    return Promise.resolve();
  }
  return loadLanguage(next).then(() => switchTo(next));
}

function switchTo(next: Language): void {
  if (next === current) return;
  current = next;
  storeSetting('lang', next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's catalogue (English until a language's own has arrived). */
export function t(): Catalogue {
  return loaded[current] ?? en;
}

/** The words of one of the per-feature files (./*-text.ts) in a language (the current one by default;
 *  English for a code that is none of ours, as the catalogue's own fallback). */
export function wordsIn<Words>(words: Readonly<Record<Language, Words>>, lang: string = current): Words {
  return words[isLanguage(lang) ? lang : 'en'];
}

/** A catalogue map entry by a key the server chose (a side, a reason, an error code). */
export function pick(map: object, key: string | null | undefined): string | undefined {
  if (key === null || key === undefined) return undefined;
  const value = (map as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** A game's title in the current language, from the server's catalogue (its name, should the catalogue not answer). */
export function gameTitle(name: string): string {
  return titleOf(entryOf(name), current, name);
}
