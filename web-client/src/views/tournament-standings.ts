// A tournament's standings (issue 39), one page of 20 rows as the server sends them: rank, the player
// (a flame when on fire, "paused" or "withdrawn" beside the name), each game of the sheet as a small
// mark (an arena's points, framed when on fire, ⚔ for a berserk's point; 1 ½ 0 elsewhere; + a bye, each
// said in words to screen readers), the score and the rating. The reader's own row is highlighted, and
// pinned at the top of the table when it is on another page. A table with its headers and caption.
import { h } from '../lib/dom';
import { pageCount, readSheetEntry, scoreText, sheetMark, type StandingRow, type TournamentPage } from '../lib/tournaments';
import type { TournamentWords } from '../i18n/tournament-text';

/** The flame of a streak: drawn, not a font's emoji (a phone's fonts may lack it). */
function fireMark(words: TournamentWords): HTMLElement {
  return h('span', { class: 't-fire', title: words.onFire, 'data-testid': 't-fire' },
    h('span', { class: 't-fire-glyph', 'aria-hidden': 'true' }), h('span', { class: 'sr-only' }, ` (${words.onFire})`));
}

function sheetCell(row: StandingRow, words: TournamentWords): HTMLElement {
  return h('td', {}, h('div', { class: 't-sheet' }, ...row.sheet.map((raw) => {
    const entry = readSheetEntry(raw);
    if (!entry) return h('span', { class: 't-entry' }, raw);
    const classes = ['t-entry', `t-${entry.outcome}`, entry.fire ? 't-entry-fire' : '', entry.berserk ? 't-entry-berserk' : ''].filter(Boolean).join(' ');
    return h('span', { class: classes, 'data-entry': raw },
      h('span', { 'aria-hidden': 'true' }, sheetMark(entry), entry.berserk ? '⚔' : ''),
      h('span', { class: 'sr-only' }, `${words.sheetEntry(entry)}; `));
  })));
}

function rowOf(row: StandingRow, words: TournamentWords, mine: boolean, pinned: boolean): HTMLElement {
  const state = row.state === 'playing' ? null : h('span', { class: 't-row-state muted' }, ` · ${words.rowStates[row.state]}`);
  return h('tr', { class: `${mine ? 't-you' : ''}${pinned ? ' t-pinned' : ''}`.trim() || null, 'data-testid': mine ? 't-you-row' : 't-row', 'data-name': row.name, 'data-state': row.state },
    h('td', { class: 't-rank' }, String(row.rank)),
    h('th', { scope: 'row', class: 't-player' }, row.name, row.fire ? fireMark(words) : null,
      mine ? h('span', { class: 't-you-mark' }, ` (${words.yourRow})`) : null, state),
    sheetCell(row, words),
    h('td', { class: 't-score', 'data-testid': 't-score' }, scoreText(row.score)),
    h('td', { class: 't-rating' }, String(row.rating)));
}

/** The table and, when there are several pages, the buttons between them (`turn(page)`). */
export function standingsTable(page: TournamentPage, you: StandingRow | null, words: TournamentWords, turn: (page: number) => void): HTMLElement {
  const pages = pageCount(page.total);
  const onPage = you !== null && page.standings.some((row) => row.name === you.name);
  const rows = page.standings.map((row) => rowOf(row, words, you !== null && row.name === you.name, false));
  if (you && !onPage && you.state !== 'withdrawn') rows.unshift(rowOf(you, words, true, true));
  const table = page.standings.length === 0 && rows.length === 0
    ? h('p', { class: 'muted', 'data-testid': 't-nobody' }, words.nobody)
    : h('table', { class: 't-table', 'data-testid': 't-standings' },
      h('caption', { class: 'sr-only' }, words.standings),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col', class: 't-rank' }, h('span', { 'aria-hidden': 'true' }, '#'), h('span', { class: 'sr-only' }, words.columns.rank)),
        h('th', { scope: 'col' }, words.columns.player),
        h('th', { scope: 'col' }, words.columns.sheet),
        h('th', { scope: 'col', class: 't-score' }, words.columns.score),
        h('th', { scope: 'col', class: 't-rating' }, words.columns.rating))),
      h('tbody', {}, ...rows));
  if (pages <= 1) return h('div', { class: 't-standings-wrap' }, table);
  const button = (label: string, to: number, testid: string) =>
    h('button', { type: 'button', class: 'btn btn-secondary', disabled: to < 1 || to > pages, 'data-testid': testid, onclick: () => turn(to) }, label);
  return h('div', { class: 't-standings-wrap' }, table,
    h('nav', { class: 't-pages', 'aria-label': words.standings },
      button(words.previous, page.page - 1, 't-previous'),
      h('span', { class: 'muted', 'data-testid': 't-page' }, words.pageOf(page.page, pages)),
      button(words.next, page.page + 1, 't-next')));
}
