// Every page of the site on a 360×740 phone in the dark theme, in English, French and Greek (issue 40,
// deliverable 5): no serious or critical axe-core violation, one h1, no heading level skipped
// (e2e/every-page.mjs; the pages: e2e/site-pages.mjs). Devices and themes are four files (about
// 90 s each) so that CI's two workers read them side by side.
import { everyPageTests } from '../every-page.mjs';
import { PHONE } from '../helpers.mjs';

export default everyPageTests('phone', PHONE, 'dark');
