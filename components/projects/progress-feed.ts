/**
 * A project's construction progress as an Atom feed (RFC 4287), so a buyer can follow it in a feed reader: an entry per
 * update, the latest first, each linking to the update on the project's page. Its addresses are absolute, from the site's
 * origin; an entry's id is that address, which never changes for the update of a day.
 */
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatDate } from '@/lib/format';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { pathIn, progressFeedPath, ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';
import { progressAnchor, progressShare, progressStage } from './figures';

/** The type a feed is served and linked with. */
export const ATOM_TYPE = 'application/atom+xml';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const instant = (day: string) => `${day}T00:00:00Z`;

/** The feed of `project`'s updates in the language of `copy`, written by `author` (the group's name). */
export function progressFeed(project: OfferingProject, copy: ProjectCopy, author: string) {
  const { locale, progress: words } = copy;
  const [latest] = project.progress;
  if (!latest) throw new Error(`${project.name} has no progress updates to offer as a feed`);
  const page = absoluteUrl(pathIn(ROUTES.project(project.slug), locale));
  const separator = LANGUAGE_TAGS[locale].dir === 'rtl' ? '، ' : ', ';
  const entries = project.progress.map((update) => {
    const link = `${page}#${progressAnchor(update.date)}`;
    const html = [
      `<p>${escapeXml(fillTemplate(words.asOf, { date: formatDate(update.date, locale) }))}</p>`,
      `<p>${escapeXml(update.note)}</p>`,
      ...update.photos.map(
        ({ image, caption }) =>
          `<figure><img src="${escapeXml(absoluteUrl(image.src))}" alt="${escapeXml(image.alt)}"><figcaption>${escapeXml(caption)}</figcaption></figure>`,
      ),
    ].join('');
    return [
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml([progressStage(update, project.floors, copy), progressShare(update, copy)].join(separator))}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${instant(update.date)}</published>`,
      `    <updated>${instant(update.date)}</updated>`,
      `    <summary>${escapeXml(update.note)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const self = absoluteUrl(progressFeedPath(project.slug, locale));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAGS[locale].lang}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(fillTemplate(words.feedTitle, { name: project.name }))}</title>`,
    `  <subtitle>${escapeXml(project.page.summary)}</subtitle>`,
    `  <link rel="self" type="${ATOM_TYPE}" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${instant(latest.date)}</updated>`,
    `  <author><name>${escapeXml(author)}</name><uri>${escapeXml(absoluteUrl('/'))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
