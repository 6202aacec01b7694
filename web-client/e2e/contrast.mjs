// WCAG contrast of what a page shows, measured in the page: every visible text against the
// background it is drawn on (4.5:1, 3:1 for large text), and the board's pieces against its squares
// (3:1 for their outline, a graphical object). Used by the theme tests.

/** In the page: what falls below WCAG AA — the texts, and the board's pieces and coordinates. */
function measure(page) {
  return page.evaluate(() => {
    const parse = (color) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const luminance = ([r, g, b]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const ratio = (a, b) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    // The background an element is drawn on: its own and its ancestors', blended down to the page's.
    const background = (el) => {
      const layers = [];
      for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] === 1) break;
        }
      }
      let result = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const hidden = (el) => {
      for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) < 0.99) return true;
        if (node.classList.contains('sr-only')) return true;
        if (node.matches(':disabled')) return true; // an inactive control: exempt (WCAG 1.4.3)
      }
      return false;
    };
    const low = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg')) continue; // the board's coordinates: the board test below
      const own = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim() !== '');
      if (!own || el.getClientRects().length === 0 || hidden(el)) continue;
      const style = getComputedStyle(el);
      const fg = parse(style.color);
      if (!fg) continue;
      const bg = background(el);
      const value = ratio(over(fg, bg), bg);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (value < (large ? 3 : 4.5)) low.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" ${value.toFixed(2)}`);
    }
    const board = [];
    for (const square of document.querySelectorAll('svg.board [data-square]')) {
      const bg = parse(getComputedStyle(square.querySelector('.sq-bg')).fill);
      const coords = [...square.querySelectorAll('.coord')].filter((text) => text.textContent);
      for (const text of coords) {
        const value = ratio(parse(getComputedStyle(text).fill), bg);
        if (value < 4.5) board.push(`coordinate ${text.textContent} on ${square.dataset.square}: ${value.toFixed(2)}`);
      }
      const body = [...square.querySelectorAll('.piece-body, .art-body')].find((el) => el.getClientRects().length > 0);
      if (body) {
        const style = getComputedStyle(body);
        // The piece is seen by its outline or by its body, whichever stands out more from the square.
        const value = Math.max(ratio(parse(style.stroke) ?? bg, bg), ratio(parse(style.fill) ?? bg, bg));
        if (value < 3) board.push(`piece on ${square.dataset.square}: ${value.toFixed(2)}`);
      }
    }
    // Coordinates drawn in the frame outside the squares (a 10×10 board on a phone), against the frame.
    for (const svg of document.querySelectorAll('svg.board')) {
      const frame = parse(getComputedStyle(svg.querySelector('.board-frame')).fill);
      for (const text of svg.querySelectorAll('.coord-edge')) {
        if (!text.textContent || text.getBoundingClientRect().width === 0) continue;
        const value = ratio(parse(getComputedStyle(text).fill), frame);
        if (value < 4.5) board.push(`coordinate ${text.textContent} in the frame: ${value.toFixed(2)}`);
      }
    }
    return { texts: low, board };
  });
}

/** The texts below WCAG AA (4.5:1, 3:1 when large), as "tag.class "text" ratio" lines. */
export async function lowContrastTexts(page) {
  return (await measure(page)).texts;
}

/** The board's coordinates (4.5:1) and pieces (3:1) below WCAG AA against the squares they stand on. */
export async function lowContrastBoard(page) {
  return (await measure(page)).board;
}
