// Fails on a client source file over 500 lines that does not say why at its top. Why: a file that
// long usually holds several ideas (views/game.ts held the board's interaction, the step-through and
// the panel in 725 lines), and a reader cannot tell what a change there may touch. Some files are
// long for a reason — a translation table is one list of every text — and may stay so once the
// reason is written: its opening comment says "Over 500 lines: <why>".
//
// Run by `npm test` (and so by ../scripts/test in CI); `npm run long-files` alone prints the same.
// Checked: the sources, tests, end-to-end tests and scripts (.ts, .mjs, .js, .css, .html), not the
// data files (JSON) nor what is built or installed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const LIMIT = 500;
const REASON = /over 500 lines:/i;
const root = new URL('../', import.meta.url).pathname;
const FOLDERS = ['src', 'test', 'e2e', 'scripts'];
const EXTENSIONS = ['.ts', '.mts', '.mjs', '.js', '.css', '.html'];

function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => EXTENSIONS.some((ext) => path.endsWith(ext)) && statSync(path).isFile());
}

/** The comment the file opens with (`//` lines or one `/* … *\/` block, as CSS and HTML write theirs too). */
function openingComment(text) {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const start = lines[first]?.trim() ?? '';
  if (start.startsWith('/*') || start.startsWith('<!--')) {
    const end = start.startsWith('/*') ? '*/' : '-->';
    const close = lines.findIndex((line, index) => index >= first && line.includes(end));
    return lines.slice(first, close + 1).join('\n');
  }
  const comment = [];
  for (const line of lines.slice(first)) {
    if (!line.trim().startsWith('//')) break;
    comment.push(line);
  }
  return comment.join('\n');
}

const long = [];
let checked = 0;
for (const folder of FOLDERS) {
  for (const path of files(join(root, folder))) {
    checked++;
    const text = readFileSync(path, 'utf8');
    const count = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (count > LIMIT && !REASON.test(openingComment(text))) long.push(`${relative(root, path)}: ${count} lines`);
  }
}

if (long.length) {
  console.error(`client files over ${LIMIT} lines without a reason at their top: ${long.length}`);
  for (const line of long) console.error(`  ${line}`);
  console.error(`split each into files that hold one idea, or say why it is long in its opening comment ("Over ${LIMIT} lines: …")`);
  process.exit(1);
}
console.log(`client files over ${LIMIT} lines without a reason: none (${checked} files)`);
