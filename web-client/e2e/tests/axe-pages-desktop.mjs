// Every page of the site on a desktop (1280×800), in English, French and Greek, light and dark
// (issue 40, deliverable 5): no serious or critical axe-core violation, one h1, no heading level
// skipped (e2e/every-page.mjs; the pages: e2e/site-pages.mjs). The phone and the desktop are two
// files so that CI's two workers read them side by side.
import { everyPageTest } from '../every-page.mjs';
import { DESKTOP } from '../helpers.mjs';

export default ['en-GB', 'fr-FR', 'el-GR'].flatMap((locale) => ['light', 'dark'].map((scheme) => everyPageTest('desktop', DESKTOP, locale, scheme)));
