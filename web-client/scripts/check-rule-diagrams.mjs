// Replays every rules-page diagram with the rules library (petteia replay) so that a diagram can
// never show an illegal move, a wrong capture or a wrong result. Usage:
//   PETTEIA_CLI=/path/to/build/bin/petteia node scripts/check-rule-diagrams.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const cli = process.env.PETTEIA_CLI;
if (!cli) {
  console.error('set PETTEIA_CLI to the petteia binary');
  process.exit(2);
}
const { diagrams } = JSON.parse(readFileSync(new URL('../src/data/rule-diagrams.json', import.meta.url), 'utf8'));

// The occupied squares of a position text, as "A1" → letter.
function pieces(position) {
  const rows = position.split(' ')[0].split('/');
  const map = new Map();
  rows.forEach((row, index) => {
    const rank = rows.length - index;
    let file = 0;
    for (const match of row.matchAll(/(\d+)|(\D)/g)) {
      if (match[1]) file += Number(match[1]);
      else map.set(String.fromCharCode(65 + file++) + rank, match[2]);
    }
  });
  return map;
}

let failures = 0;
for (const diagram of diagrams) {
  const fail = (why) => {
    console.error(`diagram ${diagram.id}: ${why}`);
    failures++;
  };
  let out;
  try {
    out = execFileSync(cli, ['replay', '--variant', diagram.variant, '--position', diagram.position], {
      input: `${diagram.move[0]}-${diagram.move[1]}\n`,
      encoding: 'utf8',
    });
  } catch (error) {
    fail(`illegal: ${error.stdout ?? error.message}`);
    continue;
  }
  const state = JSON.parse(out);
  const before = pieces(diagram.position);
  const after = pieces(state.position);
  const mover = before.get(diagram.move[0]);
  if (mover === undefined || after.get(diagram.move[1]) !== mover) fail('the moved piece is not on its destination');
  const captured = [...before.keys()].filter((square) => square !== diagram.move[0] && !after.has(square)).sort();
  if (captured.join(',') !== [...diagram.captured].sort().join(','))
    fail(`captures ${captured.join(',') || 'nothing'}, the diagram says ${diagram.captured.join(',') || 'nothing'}`);
  const result = state.status === 'win' ? `win ${state.reason}` : state.status;
  if (result !== diagram.result) fail(`result ${result}, the diagram says ${diagram.result}`);
  if (state.status === 'win' && state.winner !== diagram.sides[diagram.position.split(' ')[1] === diagram.sides[0] ? 0 : 1])
    fail(`winner ${state.winner} is not the mover`);
}
if (failures > 0) process.exit(1);
console.log(`${diagrams.length} rule diagrams agree with the rules`);
