/**
 * What every getter of lib/content shares (site.ts, canada.ts, pakistan.ts import it; it imports none
 * of them): a page's copy, the interface words, an optional part of a record, and the contact teams.
 */
import type { Locale } from '@/lib/i18n/locales';
import { byPosition, readCatalogue, readContentIn, type Catalogue, type SingletonKey } from './reader';

/** A page's copy (one singleton of content/: the hotel page's words, the not-found page…) as the page in `locale` reads it. */
export const getCopy = async <K extends SingletonKey>(key: K, locale: Locale = 'en') => (await readContentIn(locale))[key];
/** The interface words of `locale` (content/messages/<locale>.json), read on their own as next-intl reads them. */
export type Messages = Catalogue;
export const getCatalogue = readCatalogue;

/** What an optional part of a record holds (a ticked checkbox's fields), or null when it is left out. */
export const chosen = <T,>(field: { discriminant: false } | { discriminant: true; value: T }) => (field.discriminant ? field.value : null);

/** Every contact team in `locale`, in list order (the order of the form's select), its phone and WhatsApp read as given or not. */
export const listTeams = async (locale: Locale) =>
  byPosition((await readContentIn(locale)).teams).map((team) => ({ ...team, phone: chosen(team.phone), whatsapp: chosen(team.whatsapp) }));
export type Team = Awaited<ReturnType<typeof listTeams>>[number];

/** `value` with its `team` slug swapped for the team record, so the page shows the team's name, phone and WhatsApp. */
export const withTeam = async <T extends { team: string }>(value: T, locale: Locale): Promise<Omit<T, 'team'> & { team: Team }> =>
  ({ ...value, team: (await listTeams(locale)).find((team) => team.slug === value.team)! });
