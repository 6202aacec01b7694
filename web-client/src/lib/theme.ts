// The page's colours: the light theme, or the dark one (styles.css, html[data-theme="dark"]).
// "Auto" follows the device (prefers-color-scheme) and changes with it; the header's switch may
// choose one for good (remembered by the browser). The board keeps its wood in both.
import { setting, storeSetting } from './storage';

export type ThemeChoice = 'auto' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['auto', 'dark', 'light'];

const KEY = 'theme'; // localStorage["petteia.theme"]
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function themeChoice(): ThemeChoice {
  const stored = setting(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

/** The switch's next choice: auto → dark → light → auto. */
export function nextTheme(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] as ThemeChoice;
}

/** The theme drawn for a choice, given the device's preference. */
export function resolvedTheme(choice: ThemeChoice, deviceDark: boolean): 'light' | 'dark' {
  if (choice === 'auto') return deviceDark ? 'dark' : 'light';
  return choice;
}

/** Draws the chosen theme (at start, after a choice, and when the device's preference changes). */
export function applyTheme(): void {
  const theme = resolvedTheme(themeChoice(), window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset['theme'] = theme;
  // The browser's own bar (phones) in the page's background.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#1b1511' : '#f4ecdc');
}

export function chooseTheme(choice: ThemeChoice): void {
  storeSetting(KEY, choice);
  applyTheme();
}

/** Follows the device's preference while the choice is "auto". */
export function watchDeviceTheme(): void {
  window.matchMedia(DARK_QUERY).addEventListener('change', applyTheme);
}
