// A page's heading structure as a screen reader's list of headings gives it (issue 40: "a heading
// structure on every page"): exactly one level-1 heading, and no level skipped on the way down (an
// h3 after an h1 with no h2 between leaves its reader wondering what it belongs to). Headings hidden
// from everyone (display: none, [hidden], aria-hidden, inert) are not read, so not counted; a heading
// only visually hidden (clipped) is read, so counted.

/** What is wrong with the page's headings, each as a sentence; [] when nothing is. */
export async function headingProblems(page) {
  const headings = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]'))
    .map((el) => ({
      level: el.getAttribute('role') === 'heading' ? Number(el.getAttribute('aria-level') ?? 2) : Number(el.tagName.slice(1)),
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    })));
  const problems = [];
  const ones = headings.filter((heading) => heading.level === 1);
  if (ones.length !== 1) problems.push(`${ones.length} level-1 headings (${ones.map((heading) => `“${heading.text}”`).join(', ')}), not one`);
  let previous = 0;
  for (const heading of headings) {
    if (heading.level > previous + 1) problems.push(`h${heading.level} “${heading.text}” after ${previous ? `an h${previous}` : 'no heading'}`);
    previous = heading.level;
  }
  return problems;
}
