import { describe, expect, it } from 'vitest';
import { mostOutside, percent, readAnswers, type AnswersFile } from '../src/lib/answers';
import { answersEn } from '../src/i18n/answers-en';
import { answersFr } from '../src/i18n/answers-fr';
import { answersOf, countIn } from '../src/views/answers';
import grecFile from '../src/data/answers/grec.json';
import mirrorFile from '../src/data/answers/grec-mirror.json';

const en = countIn('en');
const fr = countIn('fr');

// A small file of the shape `petteia answers` prints, with a drawn start.
const BRIEF: AnswersFile = {
  variant: 'grec', command: 'petteia answers --variant grec',
  solved: {
    positions: 811912, finished: 0, wins: 112364, losses: 108008, draws: 591540, longest_plies: 30,
    start: { value: 'draw', plies: null }, first_moves: [{ move: 'A2-A3', value: 'draw', plies: null }],
  },
  jumps: {
    positions: 1000, with_jump: 500, best_includes_jump: 250, best_only_jumps: 5, jump_loses_value: 100,
    always_jumping: { black: { value: 'draw', plies: null }, white: { value: 'loss', plies: 31 } },
  },
  loser_outside: {
    finishes: 40, most: 2, by_count: [0, 30, 10, 0, 0, 0, 0, 0],
    blockades: { finishes: 12, most: 3, by_count: [0, 0, 4, 8, 0, 0, 0, 0] },
    after_one_mistake: {
      finishes: 6, most: 1, by_count: [0, 6, 0, 0, 0, 0, 0, 0],
      blockades: { finishes: 0, most: 0, by_count: [0, 0, 0, 0, 0, 0, 0, 0] },
    },
  },
  draws: { drawn_positions: 591540, start: 'draw', expert_vs_expert: 'draw' },
};

/** Every number a text shows that is not a percentage nor part of a square's name. */
function figuresIn(text: string): number[] {
  return [...text.replace(/\(\s*(< )?\d+\s?%\)/g, '').replace(/\b[A-Z]\d+\b/g, '').matchAll(/\d[\d,\u202f\u00a0]*/g)]
    .map((match) => Number(match[0].replace(/[,\u202f\u00a0]/g, '')));
}

function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbersOf);
  return [];
}

describe('the answers files', () => {
  it('are read whole: the committed Le Grec and mirror-arrival figures', () => {
    expect(readAnswers(grecFile)?.variant).toBe('grec');
    expect(readAnswers(mirrorFile)?.variant).toBe('grec-mirror');
    expect(readAnswers(BRIEF)).not.toBeNull();
  });

  it('refuse a file with a figure missing or of the wrong kind (the page then shows none)', () => {
    expect(readAnswers(null)).toBeNull();
    expect(readAnswers({ ...BRIEF, jumps: { ...BRIEF.jumps, with_jump: '12' } })).toBeNull();
    expect(readAnswers({ ...BRIEF, solved: { ...BRIEF.solved, start: { value: 'maybe', plies: null } } })).toBeNull();
    const { draws: _, ...noDraws } = BRIEF;
    expect(readAnswers(noDraws)).toBeNull();
  });

  it('the page shows no figure that is not in its file (besides percentages, the count of pieces outside, and square names)', () => {
    for (const value of [grecFile, mirrorFile]) {
      const file = readAnswers(value) as AnswersFile;
      const known = new Set([...numbersOf(file), 0, 1, 2, 3, 4, 5, 6, 7]);
      for (const [words, count] of [[answersEn, en], [answersFr, fr]] as const) {
        for (const { answer } of answersOf(file, words, count)) {
          for (const text of [answer.answer, ...answer.details]) for (const figure of figuresIn(text)) expect(known, `${figure} in "${text}"`).toContain(figure);
        }
      }
    }
  });
});

describe('the answers in words', () => {
  it('jumping: "No." when always jumping does worse than perfect play, each side’s result, the shares of positions', () => {
    const jumps = answersEn.jumps(BRIEF, en);
    expect(jumps.question).toBe('Should you jump as much as possible?');
    expect(jumps.answer).toBe('No. Jumping whenever you can (choosing your best jump) against a perfect opponent: as Black you draw and as White you lose in 31 plies; with perfect play the start is a draw.');
    expect(jumps.details[0]).toContain('Of the 1,000 unfinished positions reachable from the start, 500 (50%) allow a jump.');
    expect(jumps.details[0]).toContain('in 100 (20%) every jump changes the result for the worse');
    const harmless = { ...BRIEF, jumps: { ...BRIEF.jumps, always_jumping: { black: { value: 'draw', plies: null }, white: { value: 'draw', plies: null } } } } as AnswersFile;
    expect(answersEn.jumps(harmless, en).answer).toMatch(/^It costs nothing from the start\./);
    expect(answersFr.jumps(BRIEF, fr).answer).toMatch(/^Non\. .*avec les Noirs vous faites nulle et avec les Blancs vous perdez en 31 demi-coups/);
  });

  it('a winning strategy: none for a drawn start; the winner and the plies otherwise', () => {
    expect(answersEn.strategy(BRIEF, en).answer).toBe('No. With perfect play on both sides the game is a draw: neither Black, who moves first, nor White can force a win.');
    const won = { ...BRIEF, solved: { ...BRIEF.solved, start: { value: 'win', plies: 27 } } } as AnswersFile;
    expect(answersEn.strategy(won, en).answer).toBe('Yes: Black, who moves first, wins in 27 plies with perfect play.');
    const lost = { ...BRIEF, solved: { ...BRIEF.solved, start: { value: 'loss', plies: 28 } } } as AnswersFile;
    expect(answersEn.strategy(lost, en).answer).toBe('Yes: White wins in 28 plies with perfect play, whatever Black opens with.');
    expect(answersFr.strategy(won, fr).answer).toBe('Oui : les Noirs, qui commencent, gagnent en 27 demi-coups avec un jeu parfait.');
    expect(answersEn.strategy(BRIEF, en).details[0]).toContain('112,364 (14%) are won, 108,008 (13%) lost and 591,540 (73%) drawn');
    expect(answersFr.strategy(BRIEF, fr).details[0]).toContain('112\u202f364 (14 %) sont gagnantes');
    expect(answersEn.strategy(BRIEF, en).details[1]).toBe('Black’s first moves: A2 → A3 is drawn for Black.');
  });

  it('the loser’s pieces outside: the most, by arrival and by blockade, and after one mistake', () => {
    const loser = answersEn.loser(BRIEF, en);
    expect(loser.answer).toBe('When the winner arrives: from 1 to 2 pieces; when the loser is left without a move: up to 3 pieces. Up to 3 pieces over every finished position reachable from the start.');
    expect(loser.details[0]).toBe('When the winner arrives (40 finished positions), the loser has at most 2 pieces outside its target: 1 piece in 30 and 2 in 10.');
    expect(loser.details[1]).toBe('When the player to move has no legal move and loses (12 finished positions), that player has up to 3 pieces outside its target: 2 pieces in 4 and 3 in 8.');
    expect(loser.details[2]).toContain('the loser has at most 1 piece outside its target. When the winner arrives (6 finished positions)');
    const blockaded = readAnswers(grecFile) as AnswersFile;
    // Le Grec's own figures: seven pieces in the eight squares of a half leave room for one of the loser's.
    expect(answersEn.loser(blockaded, en).answer).toMatch(/^When the winner arrives: always exactly 1 piece; when the loser is left without a move: up to \d+ pieces\./);
    expect(answersFr.loser(blockaded, fr).answer).toMatch(/^Quand le gagnant arrive : toujours exactement 1 pièce ; quand le perdant n’a plus de coup : jusqu’à \d+ pièces\./);
    expect(mostOutside(blockaded.loser_outside)).toBe(Math.max(blockaded.loser_outside.most, blockaded.loser_outside.blockades.most));
    const zero = { finishes: 0, most: 0, by_count: [0, 0, 0, 0, 0, 0, 0, 0] };
    const none = { ...BRIEF, loser_outside: { ...BRIEF.loser_outside, after_one_mistake: { ...zero, blockades: zero } } };
    expect(answersEn.loser(none, en).details.at(-1)).toMatch(/no game ends with a winner\.$/);
  });

  it('draws: yes with the count and the start among them, or no; the perfect players’ game', () => {
    const draws = answersEn.draws({ ...BRIEF, draws: { ...BRIEF.draws, expert_vs_expert_reason: 'repetition', expert_vs_expert_plies: 11 } }, en);
    expect(draws.answer).toBe('Yes. 591,540 of the 811,912 positions reachable from the start (73%) are draws with perfect play, the start among them.');
    expect(draws.details[0]).toBe('Two perfect players (the computer at Expert against itself) draw, by the third repetition of a position after 11 plies.');
    const noDraw = { ...BRIEF, draws: { drawn_positions: 0, start: 'win', expert_vs_expert: 'black' } } as AnswersFile;
    expect(answersEn.draws(noDraw, en).answer).toBe('No: every position reachable from the start is won for one side.');
    expect(answersEn.draws(noDraw, en).details[0]).toBe('Two perfect players (the computer at Expert against itself): Black wins.');
    expect(answersFr.draws(noDraw, fr).details[0]).toContain(' : les Noirs gagnent.');
  });

  it('percentages: whole, "< 1" for a sliver, none without a whole', () => {
    expect(percent(1, 3)).toBe('33');
    expect(percent(1, 1000)).toBe('< 1');
    expect(percent(0, 10)).toBe('0');
    expect(percent(3, 0)).toBeNull();
  });
});
