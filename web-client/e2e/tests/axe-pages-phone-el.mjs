// Every page of the site on a 360×740 phone in Greek, light and dark (issue 40, deliverable 5): no
// serious or critical axe-core violation, one h1, no heading level skipped (e2e/every-page.mjs; the
// pages: e2e/site-pages.mjs). Devices and languages are six files (70-110 s each on a loaded 2-core
// machine) so that CI's two workers share them.
import { everyPageTests } from '../every-page.mjs';
import { PHONE } from '../helpers.mjs';

export default everyPageTests('phone', PHONE, 'el-GR');
