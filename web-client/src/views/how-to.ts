// For a friend who arrives by an invitation link: how to play in two lines, a link to the rules,
// and on this browser's first visit a short animated example drawn in SVG: where pieces are taken,
// a piece slides next to an enemy piece and takes it; in a race to a goal half (the catalogue's
// goal_squares), a piece steps onto the shaded squares. The animation is CSS (styles.css, `.howto-*`), still for people
// who ask for reduced motion; nothing is downloaded.
import { h, s } from '../lib/dom';
import { setting, storeSetting } from '../lib/storage';
import { goalSquares, hasCaptures, hasKinds, type VariantEntry } from '../lib/catalogue';
import { t } from '../i18n';

const SEEN_KEY = 'howto-seen'; // localStorage["petteia.howto-seen"]: the example was shown once

/** Three squares in a row: yours at each end once the piece has moved, the enemy's between. */
function captureExample(label: string): SVGSVGElement {
  return s('svg', { class: 'howto-example', viewBox: '0 0 400 100', role: 'img', 'aria-label': label },
    ...[0, 1, 2, 3].map((i) => s('rect', { class: `howto-sq ${i % 2 ? 'shade-b' : 'shade-a'}`, x: i * 100, y: 0, width: 100, height: 100 })),
    s('circle', { class: 'howto-piece howto-mine', cx: 50, cy: 50, r: 34 }),
    s('circle', { class: 'howto-piece howto-enemy', cx: 150, cy: 50, r: 34 }),
    s('circle', { class: 'howto-piece howto-mine howto-mover', cx: 350, cy: 50, r: 34 }));
}

/** Two ranks, the far one tinted as the goal: a piece steps forward into it, next to one already there. */
function raceExample(label: string): SVGSVGElement {
  return s('svg', { class: 'howto-example', viewBox: '0 0 300 200', role: 'img', 'aria-label': label },
    ...[0, 1, 2].flatMap((i) => [
      s('rect', { class: `howto-sq ${i % 2 ? 'shade-b' : 'shade-a'}`, x: i * 100, y: 0, width: 100, height: 100 }),
      s('rect', { class: 'howto-goal', x: i * 100, y: 0, width: 100, height: 100 }),
      s('rect', { class: `howto-sq ${i % 2 ? 'shade-a' : 'shade-b'}`, x: i * 100, y: 100, width: 100, height: 100 }),
    ]),
    s('circle', { class: 'howto-piece howto-mine', cx: 250, cy: 50, r: 34 }),
    s('circle', { class: 'howto-piece howto-mine howto-stepper', cx: 150, cy: 150, r: 34 }));
}

export type HowToExample = 'capture' | 'race';

/**
 * The example that fits the game, from its catalogue entry: a capture where one kind of piece takes,
 * a race where the catalogue names goal squares; none for a game with piece kinds, or before the catalogue answers.
 */
export function exampleFor(entry: VariantEntry | undefined): HowToExample | null {
  if (!entry || hasKinds(entry)) return null;
  if (goalSquares(entry).size > 0) return 'race';
  return hasCaptures(entry) ? 'capture' : null;
}

/** True the first time this browser shows the how-to (then the example is animated), false after. */
export function firstHowTo(): boolean {
  const first = setting(SEEN_KEY) === null;
  if (first) storeSetting(SEEN_KEY, '1');
  return first;
}

export interface HowToContext {
  variant: string;
  example: HowToExample | null; // the animated example, on the first visit
  dismiss(): void;
}

export function howToCard(context: HowToContext): HTMLElement {
  const catalogue = t();
  const game = catalogue.game;
  const lines = (game.howTo as Record<string, readonly string[]>)[context.variant] ?? game.howToAny;
  return h('section', { class: 'card howto', 'data-testid': 'how-to', 'data-example': context.example ?? '', 'aria-labelledby': 'howto-title' },
    h('div', { class: 'howto-head' },
      h('h2', { id: 'howto-title' }, game.howToTitle),
      h('a', { href: '/rules', 'data-link': '', 'data-testid': 'how-to-rules' }, game.howToRules),
      h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'how-to-close', onclick: () => context.dismiss() }, game.howToClose)),
    // Floated beside the first line: the example costs the card no height of its own.
    context.example === 'capture' ? captureExample(game.howToExample) : context.example === 'race' ? raceExample(game.howToRaceExample) : null,
    ...lines.map((line) => h('p', {}, line)));
}
