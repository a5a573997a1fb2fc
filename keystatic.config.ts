/**
 * The one description of every record under content/: each collection and singleton with its fields, their labels and their
 * rules. The editor (`npm run edit`, at /keystatic in local mode) builds its forms from it, and the site reads every file through
 * it (lib/content/reader.ts), so the form refuses what the build refuses. The public build contains no admin (see
 * docs/editing.md for a hosted editing deployment in GitHub mode).
 */
import { config, type Config } from '@keystatic/core';
import { canadaCollections, canadaSingletons } from '@/lib/keystatic/canada';
import { messageSingletons } from '@/lib/keystatic/messages';
import { pakistanCollections, pakistanSingletons } from '@/lib/keystatic/pakistan';
import { siteCollections, siteSingletons } from '@/lib/keystatic/site';

const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;
const collections = { ...siteCollections, ...canadaCollections, ...pakistanCollections };
const singletons = { ...siteSingletons, ...messageSingletons, ...canadaSingletons, ...pakistanSingletons };
const keys = (...groups: object[]) =>
  groups.flatMap((group) => Object.keys(group)) as (keyof typeof collections | keyof typeof singletons)[];

export default config({
  storage: repo ? { kind: 'github', repo: repo as `${string}/${string}` } : { kind: 'local' },
  ui: {
    brand: { name: 'Cedarline site' },
    navigation: {
      'Site and company': keys(siteSingletons, siteCollections),
      'Interface words': keys(messageSingletons),
      'CHG Canada': keys(canadaSingletons, canadaCollections),
      'Karachi projects': keys(pakistanSingletons, pakistanCollections),
    },
  },
  collections,
  singletons,
}) satisfies Config<typeof collections, typeof singletons>;
