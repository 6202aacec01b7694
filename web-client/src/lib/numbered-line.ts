// An engine line written as a move list is: each move of the first side after its number ("14."),
// and a line that starts with the second side's move after "14..." (record-replay's moveNumber, as
// the viewer's list and its screen-reader labels number moves). Each move keeps its spaces
// unbreakable, so that a line wraps between moves and never inside one.
import { moveNumber } from './record-replay';
import { displayMove } from './notation';

/** `line` played from the position after `ply` moves of a game (`secondStarts`: its second side moved first). */
export function numberedLine(line: readonly string[], ply: number, secondStarts: boolean): string {
  const offset = secondStarts ? 1 : 0;
  return line.map((move, at) => {
    const index = ply + at;
    const firstSide = (index + offset) % 2 === 0;
    const number = at === 0 || firstSide ? `${moveNumber(index, secondStarts)}\u00a0` : '';
    return `${number}${displayMove(move).replace(/ /g, '\u00a0')}`;
  }).join(' ');
}
