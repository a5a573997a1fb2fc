/**
 * The day the site is built, which every page states as "now": the copyright year, the years of experience, which expected
 * years have passed. `npm run build` fixes it once for both of its passes (SITE_BUILD_DATE, YYYY-MM-DD), so a build that runs
 * over midnight still renders one day; elsewhere (the editor, tests) it is today.
 */
const given = process.env.SITE_BUILD_DATE;
if (given && !/^\d{4}-\d{2}-\d{2}$/.test(given))
  throw new Error(`SITE_BUILD_DATE must be a day like 2026-11-26, not "${given}"`);

/** The build's day, at midnight UTC. */
export const BUILD_DATE = new Date(given ? `${given}T00:00:00Z` : new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
export const BUILD_YEAR = BUILD_DATE.getUTCFullYear();

/** Whole decades since `founded`, as the site states experience: 1985 → 2026 is '40+'. */
export const yearsSince = (founded: number, today = BUILD_DATE) =>
  `${Math.floor((today.getUTCFullYear() - founded) / 10) * 10}+`;
