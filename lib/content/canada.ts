/**
 * CHG Canada: the hotels, residential projects and ventures, each a card on /chg-canada and, when its record
 * carries one, a page (hotels at /hotels/{slug}, the others at /{slug}); and the header's Canada menu, built from them.
 */
import { cache } from 'react';
import { fillTemplate, formatClosingTime } from '@/lib/format';
import { ROUTES, recordPagePath } from '@/lib/routes';
import type { HOTEL_STATUSES } from '@/lib/keystatic/canada';
import { byPosition, readContent, type RecordOf } from './reader';
import { chosen, getCopy, withTeam } from './base';

/** Where a hotel, venue or residence stands: its card's badge and, without a page, its menu entry's flag. */
export type CanadaStatus = (typeof HOTEL_STATUSES)[number];

/** A hotel's card: its figures, the guest rating of its page, and the page's address. */
export type CanadaHotel = Omit<RecordOf<'canada-hotels'>, 'page'> & { rating: number | null; reviews: number | null; href: string | null };
const hotelRecords = async () => byPosition((await readContent())['canada-hotels']);

/** Every hotel card, in list order. */
export async function listCanadaHotels(): Promise<CanadaHotel[]> {
  return (await hotelRecords()).map(({ page, ...hotel }) => {
    const fields = chosen(page);
    return { ...hotel, rating: fields?.rating ?? null, reviews: fields?.reviews ?? null, href: fields ? ROUTES.hotel(hotel.slug) : null };
  });
}

/** Every hotel with its own page, in list order; built once per render (a page and its metadata both look their hotel up in it). */
export const listHotels = cache(async () =>
  (await hotelRecords()).flatMap(({ page, slug, name, position, location, year, status, rooms }) =>
    page.discriminant ? [{ slug, name, position, location, year, status, rooms, ...page.value, lease: page.value.lease.value }] : []),
);
/** A hotel with its page: the card's figures beside what only the page shows. */
export type Hotel = Awaited<ReturnType<typeof listHotels>>[number];
/** An icon, a label and a sentence: a hotel's features and amenities, a venue's services. */
export type Feature = Hotel['features'][number];
export const getHotel = async (slug: string) => (await listHotels()).find((hotel) => hotel.slug === slug.toLowerCase());

type ResidentialRecord = RecordOf<'canada-residential'>;
type VentureRecord = RecordOf<'canada-ventures'>;
export type ResidentialProject = Omit<ResidentialRecord, 'page'> & { href: string | null };
export type CommercialVenture = Omit<VentureRecord, 'page'> & { href: string | null };
type ResidenceRecord = ResidentialRecord & { page: { discriminant: true } };

/** A collection's cards, in list order, each linked to its record's page if it has one. */
const cardsOf = <T extends ResidentialRecord | VentureRecord>(records: T[]) =>
  byPosition(records).map(({ page, ...record }) => ({ ...record, href: recordPagePath({ ...record, page }) }));
export const listResidentialProjects = async (): Promise<ResidentialProject[]> => cardsOf((await readContent())['canada-residential']);
export const listCommercialVentures = async (): Promise<CommercialVenture[]> => cardsOf((await readContent())['canada-ventures']);

const toResidence = async ({ page, ...project }: ResidenceRecord) =>
  ({ ...project, ...page.value, cta: await withTeam(page.value.cta, 'en'), href: ROUTES.record(project.slug) });
export type Residence = Awaited<ReturnType<typeof toResidence>>;
type VenturePage<K> = Extract<VentureRecord['page'], { discriminant: K }>['value'];
const card = ({ slug, name, location, year, status, description }: VentureRecord) => ({ slug, name, location, year, status, description });

function toRestaurant(venture: VentureRecord, page: VenturePage<'restaurant'>) {
  // {closes} is the closing time of the first opening hours (the form says so).
  const fill = (text: string) => fillTemplate(text, { closes: formatClosingTime(page.hours.times[0]!.closes) });
  return {
    ...card(venture), ...page,
    about: { ...page.about, title: fill(page.about.title), paragraphs: page.about.paragraphs.map(fill) },
    features: { ...page.features, items: page.features.items.map((item) => ({ ...item, label: fill(item.label), description: fill(item.description) })) },
  };
}
export type Restaurant = ReturnType<typeof toRestaurant>;
export type ConventionCenter = ReturnType<typeof card> & VenturePage<'conventionCentre'>;

/** A page at /{slug}: a venue's or a residence's. */
export type RecordPage = { slug: string } & ({ kind: 'restaurant'; page: Restaurant } | { kind: 'conventionCentre'; page: ConventionCenter } | { kind: 'residence'; page: Residence });

/** Every venue and residence page, each of the record that carries it; built once per render, like listHotels. */
export const listRecordPages = cache(async (): Promise<RecordPage[]> => {
  const content = await readContent();
  const ventures = byPosition(content['canada-ventures']).flatMap((venture): RecordPage[] => {
    const { page, slug } = venture;
    if (page.discriminant === 'restaurant') return [{ kind: 'restaurant', slug, page: toRestaurant(venture, page.value) }];
    if (page.discriminant === 'conventionCentre') return [{ kind: 'conventionCentre', slug, page: { ...card(venture), ...page.value } }];
    return [];
  });
  const withPage = byPosition(content['canada-residential']).filter((project): project is ResidenceRecord => project.page.discriminant);
  const residences = await Promise.all(withPage.map(toResidence));
  return [...ventures, ...residences.map((page): RecordPage => ({ kind: 'residence', slug: page.slug, page }))];
});
export const getRecordPage = async (slug: string) => (await listRecordPages()).find((record) => record.slug === slug) ?? null;

export async function getCanadaPage() {
  const page = await getCopy('chg-canada');
  return { ...page, closing: await withTeam(page.closing, 'en') };
}
export type CanadaPage = Awaited<ReturnType<typeof getCanadaPage>>;


/**
 * The CHG Canada dropdown of the header: the overview, then every record with a page (hotels, ventures, residences,
 * each in the order of their positions), then the records without one, which the menu flags with their status, as their cards do.
 */
export async function listCanadaMenuItems(): Promise<({ label: string; href: string } | { label: string; status: CanadaStatus })[]> {
  const records = [...(await listCanadaHotels()), ...(await listCommercialVentures()), ...(await listResidentialProjects())];
  const items = records.map(({ name, href, status }) => (href ? { label: name, href } : { label: name, status }));
  return [{ label: (await getCopy('chg-canada')).menuLabel, href: ROUTES.canada }, ...items.filter((item) => item.href), ...items.filter((item) => !item.href)];
}
