/**
 * The editor: every collection and singleton under content/, with form fields
 * whose rules mirror the build's (lib/keystatic/fields.ts). `npm run edit`
 * serves it at /keystatic in local mode; the public build contains no admin
 * (see docs/editing.md for a hosted editing deployment in GitHub mode).
 */
import { config } from '@keystatic/core';
import { canadaCollections, canadaSingletons } from '@/lib/keystatic/canada';
import { pakistanCollections, pakistanSingletons } from '@/lib/keystatic/pakistan';
import { siteCollections, siteSingletons } from '@/lib/keystatic/site';

const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

export default config({
  storage: repo ? { kind: 'github', repo: repo as `${string}/${string}` } : { kind: 'local' },
  ui: {
    brand: { name: 'Cedarline site' },
    navigation: {
      'Site and company': [...Object.keys(siteSingletons), ...Object.keys(siteCollections)],
      'CHG Canada': [...Object.keys(canadaSingletons), ...Object.keys(canadaCollections)],
      'Karachi projects': [...Object.keys(pakistanSingletons), ...Object.keys(pakistanCollections)],
    },
  },
  collections: { ...siteCollections, ...canadaCollections, ...pakistanCollections },
  singletons: { ...siteSingletons, ...canadaSingletons, ...pakistanSingletons },
});
