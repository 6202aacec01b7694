// A category's rating history as a small line chart (the account page), drawn as inline SVG from
// ../lib/rating-chart.ts's geometry: three guide lines with their figures, the line, a dot a game and
// the last one ringed. For a screen reader the picture is one image whose label names the category
// and its last ratings; the table under it ("Show as a table") holds the last changes with their dates.
import { h, s } from '../lib/dom';
import { chartOf, lastValues, type ChartBox } from '../lib/rating-chart';
import { ratingSeries, ratingText, sortRatings, type RatingChange, type RatingEntry } from '../lib/ratings';
import { categoryLabel } from './rating-list';
import { language } from '../i18n';
import type { RatingsWords } from '../i18n/ratings-text';

const BOX: ChartBox = { width: 320, height: 120, left: 40, right: 8, top: 9, bottom: 9 };
const SPOKEN = 5; // ratings read out in the image's label
const TABLE_ROWS = 10;

function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }).format(new Date(ms));
}

function signed(change: number): string {
  const rounded = Math.round(change);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}

/** The chart of one category, with its caption; null when the history holds no change of it. */
export function ratingChart(words: RatingsWords, category: string, name: string, history: readonly RatingChange[]): HTMLElement | null {
  const series = ratingSeries(history, category);
  if (series.length < 2) return null;
  const values = series.map((point) => point.value);
  const chart = chartOf(values, BOX);
  const spoken = lastValues(values, SPOKEN);
  const label = words.chartLabel(name, spoken.join(', '), spoken.length);
  const last = chart.points[chart.points.length - 1];
  const svg = s('svg', { class: 'rating-chart', viewBox: `0 0 ${BOX.width} ${BOX.height}`, role: 'img', 'aria-label': label, 'data-testid': 'rating-chart' },
    ...chart.guides.map((guide) => s('g', { class: 'chart-guide' },
      s('line', { x1: BOX.left, x2: BOX.width - BOX.right, y1: guide.y, y2: guide.y }),
      s('text', { x: BOX.left - 4, y: guide.y, 'text-anchor': 'end', 'dominant-baseline': 'central' }, String(Math.round(guide.value))))),
    s('path', { class: 'chart-line', d: chart.path }),
    ...(chart.points.length <= 60 ? chart.points.map((point) => s('circle', { class: 'chart-dot', cx: point.x, cy: point.y, r: 2.5 })) : []),
    last ? s('circle', { class: 'chart-last', cx: last.x, cy: last.y, r: 5 }) : null);
  const changes = history.filter((change) => change.category === category).slice(0, TABLE_ROWS);
  const table = h('table', { class: 'rating-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, words.date), h('th', { scope: 'col' }, words.rating), h('th', { scope: 'col' }, words.change))),
    h('tbody', {}, ...changes.map((change) => h('tr', {},
      h('td', {}, h('a', { href: `/g/${change.game}`, 'data-link': '' }, formatDate(change.at_ms))),
      h('td', {}, ratingText(change.after, false)),
      h('td', {}, signed(change.after - change.before))))));
  return h('figure', { class: 'rating-figure', 'data-testid': 'rating-figure', 'data-category': category },
    h('figcaption', {}, name), svg,
    h('details', { class: 'rating-details' }, h('summary', {}, words.showTable), table));
}

/** Each category's chart under a heading, most played first (the account page, a public profile); none without a history. */
export function ratingCharts(words: RatingsWords, ratings: readonly RatingEntry[], history: readonly RatingChange[]): HTMLElement[] {
  const charts = sortRatings(ratings)
    .map((entry) => ratingChart(words, entry.category, categoryLabel(words, entry.category), history))
    .filter((chart): chart is HTMLElement => chart !== null);
  return charts.length > 0 ? [h('h3', { class: 'rating-history-title' }, words.history), ...charts] : [];
}
