/**
 * CHG Canada: the hotels, residential projects and ventures, each a card on
 * /chg-canada and, when its record carries one, a page (hotels at
 * /hotels/{slug}, the others at /{slug}); the copy their pages share; and the
 * Canada menu of the header, built from the records themselves.
 */
import { cache } from 'react';
import { fillTemplate, formatClosingTime } from '@/lib/format';
import { ROUTES, recordPagePath } from '@/lib/routes';
import { byPosition, readContent, type RecordOf, type SingletonOf } from './reader';
import { withTeam } from './site';

/* ---- Hotels -------------------------------------------------------------------- */

type HotelRecord = RecordOf<'canada-hotels'>;
type HotelPageFields = Extract<HotelRecord['page'], { discriminant: true }>['value'];

/** A hotel's card: its figures, the guest rating of its page, and the page's address. */
export type CanadaHotel = Omit<HotelRecord, 'page'> & { rating: number | null; reviews: number | null; href: string | null };
/** A hotel with its page: the card's figures beside what only the page shows. */
export type Hotel = Pick<HotelRecord, 'slug' | 'name' | 'position' | 'location' | 'year' | 'status' | 'rooms'> & Omit<HotelPageFields, 'lease'> & { lease: HotelPageFields['lease']['value'] };

async function hotelRecords() {
  return byPosition((await readContent())['canada-hotels']);
}

/** Every hotel card, in the order of their positions. */
export async function listCanadaHotels(): Promise<CanadaHotel[]> {
  return (await hotelRecords()).map(({ page, ...hotel }) => ({
    ...hotel,
    rating: page.discriminant ? page.value.rating : null,
    reviews: page.discriminant ? page.value.reviews : null,
    href: page.discriminant ? ROUTES.hotel(hotel.slug) : null,
  }));
}

/** Every hotel with its own page, in the order of their positions. */
async function buildHotels(): Promise<Hotel[]> {
  return (await hotelRecords()).flatMap(({ page, slug, name, position, location, year, status, rooms }) =>
    page.discriminant ? [{ slug, name, position, location, year, status, rooms, ...page.value, lease: page.value.lease.value }] : [],
  );
}

/** An icon, a label and a sentence: a hotel's features and amenities, a venue's services. */
export type Feature = Hotel['features'][number];

// Built once per render: a page and its metadata both look their record up in these lists.
export const listHotels = cache(buildHotels);

export async function getHotel(slug: string): Promise<Hotel | undefined> {
  return (await listHotels()).find((hotel) => hotel.slug === slug.toLowerCase());
}

export const getHotelPageCopy = async () => (await readContent()).hotel;
export type HotelPageCopy = SingletonOf<'hotel'>;
export const getHotelNotFound = async () => (await readContent())['hotel-not-found'];

/* ---- Residential projects -------------------------------------------------------- */

type ResidentialRecord = RecordOf<'canada-residential'>;
export type ResidentialProject = Omit<ResidentialRecord, 'page'> & { href: string | null };

/** Every residential card, in the order of their positions, linked to its page if it has one. */
export async function listResidentialProjects(): Promise<ResidentialProject[]> {
  return byPosition((await readContent())['canada-residential']).map(({ page, ...project }) => ({ ...project, href: recordPagePath({ ...project, page }) }));
}

async function toResidence({ page, ...project }: ResidentialRecord & { page: { discriminant: true } }) {
  return { ...project, ...page.value, cta: await withTeam(page.value.cta, 'en'), href: ROUTES.record(project.slug) };
}
export type Residence = Awaited<ReturnType<typeof toResidence>>;

export const getResidenceCopy = async () => (await readContent()).residence;
export type ResidenceCopy = SingletonOf<'residence'>;

/* ---- Restaurant and convention centre ---------------------------------------------- */

type VentureRecord = RecordOf<'canada-ventures'>;
export type CommercialVenture = Omit<VentureRecord, 'page'> & { href: string | null };

/** Every venture card, in the order of their positions, linked to its page if it has one. */
export async function listCommercialVentures(): Promise<CommercialVenture[]> {
  return byPosition((await readContent())['canada-ventures']).map(({ page, ...venture }) => ({ ...venture, href: recordPagePath({ ...venture, page }) }));
}

type VenturePage<K> = Extract<VentureRecord['page'], { discriminant: K }>['value'];
const card = ({ slug, name, location, year, status, description }: VentureRecord) => ({ slug, name, location, year, status, description });

function toRestaurant(venture: VentureRecord, page: VenturePage<'restaurant'>) {
  // {closes} is the closing time of the first opening hours (the form says so).
  const closes = formatClosingTime(page.hours.times[0]!.closes);
  const fill = (text: string) => fillTemplate(text, { closes });
  return {
    ...card(venture),
    ...page,
    about: { ...page.about, title: fill(page.about.title), paragraphs: page.about.paragraphs.map(fill) },
    features: { ...page.features, items: page.features.items.map((item) => ({ ...item, label: fill(item.label), description: fill(item.description) })) },
  };
}
export type Restaurant = ReturnType<typeof toRestaurant>;
export type ConventionCenter = ReturnType<typeof card> & VenturePage<'conventionCentre'>;

/* ---- Pages at /{slug} --------------------------------------------------------------- */

export type RecordPage =
  | { kind: 'restaurant'; slug: string; page: Restaurant }
  | { kind: 'conventionCentre'; slug: string; page: ConventionCenter }
  | { kind: 'residence'; slug: string; page: Residence };

/** Every venue and residence page, each of the record that carries it. */
async function buildRecordPages(): Promise<RecordPage[]> {
  const content = await readContent();
  const ventures = byPosition(content['canada-ventures']).flatMap((venture): RecordPage[] => {
    const { page, slug } = venture;
    if (page.discriminant === 'restaurant') return [{ kind: 'restaurant', slug, page: toRestaurant(venture, page.value) }];
    if (page.discriminant === 'conventionCentre') return [{ kind: 'conventionCentre', slug, page: { ...card(venture), ...page.value } }];
    return [];
  });
  const residences = await Promise.all(
    byPosition(content['canada-residential']).flatMap((project) =>
      project.page.discriminant ? [toResidence(project as ResidentialRecord & { page: { discriminant: true } })] : [],
    ),
  );
  return [...ventures, ...residences.map((page): RecordPage => ({ kind: 'residence', slug: page.slug, page }))];
}

export const listRecordPages = cache(buildRecordPages);

export async function getRecordPage(slug: string) {
  return (await listRecordPages()).find((record) => record.slug === slug) ?? null;
}

/* ---- The overview page and the menu -------------------------------------------------- */

export async function getCanadaPage() {
  const page = (await readContent())['chg-canada'];
  return { ...page, closing: await withTeam(page.closing, 'en') };
}
export type CanadaPage = Awaited<ReturnType<typeof getCanadaPage>>;

export const getCanadaLabels = async () => (await readContent())['canada-labels'];

type MenuItem = { label: string; href?: string };

/**
 * The CHG Canada dropdown of the header: the overview, then every record with
 * a page (hotels, ventures, residences, each in the order of their
 * positions), then the records without one, which the menu shows as
 * 'Under Development'. Every label is the record's name.
 */
export async function listCanadaMenuItems(): Promise<MenuItem[]> {
  const records = [...(await listCanadaHotels()), ...(await listCommercialVentures()), ...(await listResidentialProjects())];
  return [
    { label: (await readContent())['chg-canada'].menuLabel, href: ROUTES.canada },
    ...records.flatMap((record) => (record.href ? [{ label: record.name, href: record.href }] : [])),
    ...records.flatMap((record) => (record.href ? [] : [{ label: record.name }])),
  ];
}
