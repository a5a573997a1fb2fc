import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { getProjectCopy, listOfferingProjects } from '@/lib/content/pakistan';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_URL } from '@/lib/site-url';
import { progressFeed } from './progress-feed';

/** RFC 4287's own RELAX NG grammar (scripts/atom/), which libxml2 checks the feed against, as xmllint --relaxng does. */
const ATOM_GRAMMAR = readFileSync('scripts/atom/rfc4287.rng', 'utf8');
const validate = async (xml: string) =>
  (
    await validateXML({
      xml: [{ fileName: 'progress.xml', contents: xml }],
      schema: [ATOM_GRAMMAR],
      extension: 'relaxng',
    })
  ).errors.map(({ message }) => message);

async function feedOf(slug: string, locale: Locale) {
  const project = (await listOfferingProjects(locale)).find((candidate) => candidate.slug === slug)!;
  return { project, xml: progressFeed(project, await getProjectCopy(locale), 'Cedarline') };
}
const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match[1]);

describe('a project’s progress feed', () => {
  // Reading content/ and starting libxml2 take seconds on a busy machine: done once, before the tests.
  beforeAll(async () => {
    await validate((await feedOf('cedarline-chambers', 'en')).xml);
  }, 60_000);

  it.each<Locale>(['en', 'ur'])('is valid Atom by RFC 4287’s grammar (%s)', async (locale) => {
    expect(await validate((await feedOf('cedarline-chambers', locale)).xml)).toEqual([]);
  });

  it('is refused by that grammar when a date is not a date: the validator truly validates', async () => {
    const { xml } = await feedOf('cedarline-chambers', 'en');
    expect(await validate(xml.replace(/<updated>[^<]+<\/updated>/, '<updated>6 November 2026</updated>'))).not.toEqual(
      [],
    );
    expect(await validate(xml.replace(/<id>[^<]+<\/id>/, ''))).not.toEqual([]);
  });

  it('has an entry per update, the latest first, each dated and linking to the update on the page', async () => {
    const { project, xml } = await feedOf('cedarline-chambers', 'en');
    const page = `${SITE_URL}/projects/cedarline-chambers`;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">');
    expect(xml).toContain(`<id>${page}/progress.xml</id>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${page}/progress.xml"/>`);
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${page}"/>`);
    expect(xml).toContain('<title>Cedarline Chambers IT Tower &amp; Mall: construction progress</title>');
    expect(xml).toContain('<author><name>Cedarline</name>');
    const dates = project.progress.map((update) => update.date);
    expect(dates).toEqual(['2026-11-06', '2026-07-16', '2026-03-20', '2025-12-12']);
    expect(all(xml, /<entry>\s*<id>([^<]+)<\/id>/g)).toEqual(dates.map((date) => `${page}#progress-${date}`));
    expect(all(xml, /<updated>([^<]+)<\/updated>/g)).toEqual([dates[0], ...dates].map((date) => `${date}T00:00:00Z`));
    expect(all(xml, /<entry>[\s\S]*?<title>([^<]+)<\/title>/g)[0]).toBe('Structure up to floor 8 of 12, 55% complete');
    expect(xml).toContain(
      `&lt;img src=&quot;${SITE_URL}/images/current-projects/cedarline-chambers/progress/3/photos/0/image/src.jpg&quot;`,
    );
  });

  it('is in Urdu on the Urdu page’s feed, its links to the Urdu page', async () => {
    const { xml } = await feedOf('cedarline-chambers', 'ur');
    expect(xml).toContain('xml:lang="ur"');
    expect(xml).toContain(`<id>${SITE_URL}/ur/projects/cedarline-chambers/progress.xml</id>`);
    expect(xml).toContain(`<id>${SITE_URL}/ur/projects/cedarline-chambers#progress-2026-11-06</id>`);
    expect(xml).toContain('<title>ڈھانچہ: 12 میں سے 8 منزلیں، 55 فیصد مکمل</title>');
  });
});
