// The current language and its catalogue.
import { en, type Catalogue } from './en';
import { fr } from './fr';
import { setting, storeSetting } from '../lib/storage';
import { entryOf, titleOf } from '../lib/catalogue';

export type Language = 'fr' | 'en';
export const catalogues: Record<Language, Catalogue> = { fr, en };
export const languages: Language[] = ['fr', 'en'];

/** French when the browser's first preference among the languages we have is French, else English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

let current: Language = 'en';
const listeners = new Set<() => void>();

export function initLanguage(): void {
  const stored = setting('lang');
  current = stored === 'fr' || stored === 'en' ? stored : preferredLanguage(navigator.languages ?? [navigator.language]);
  document.documentElement.lang = current;
}

export function language(): Language {
  return current;
}

export function setLanguage(next: Language): void {
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

export function t(): Catalogue {
  return catalogues[current];
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
