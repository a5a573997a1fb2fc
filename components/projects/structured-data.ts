import type { PakistanPage, ProjectCopy, ProjectPage } from '@/lib/content/pakistan';
import { getSettings } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { pathIn, ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';
import { projectDetails, shortLocation } from './figures';

function address(location: string) {
  return {
    '@type': 'PostalAddress',
    streetAddress: shortLocation(location),
    addressLocality: 'Karachi',
    addressRegion: 'Sindh',
    addressCountry: 'PK',
  };
}

const geo = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  '@type': 'GeoCoordinates',
  latitude,
  longitude,
});

/**
 * schema.org data for a project page: the building itself (ApartmentComplex, ShoppingCenter, …) for
 * delivered projects, with its detail cards and where it is; for projects on sale, the place with its
 * coordinates and a Product with an Offer in PKR for each size (or its one price).
 */
export async function projectJsonLd(page: ProjectPage, copy: ProjectCopy): Promise<Record<string, unknown>> {
  const url = absoluteUrl(pathIn(ROUTES.project(page.slug), copy.locale));
  const { project } = page;
  if (page.layout === 'delivered') {
    return {
      '@type': page.project.schemaType,
      name: project.name,
      description: page.project.summary,
      url,
      image: absoluteUrl(project.image.src),
      address: address(project.location),
      geo: geo(page.project.coordinates),
      additionalProperty: projectDetails(page.project, copy).map((d) => ({
        '@type': 'PropertyValue',
        name: d.label,
        value: d.value,
      })),
    };
  }
  const offering = page.project.page;
  const onSale = offering.status === 'Active' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';
  const offer = (price: number, extra: Record<string, unknown> = {}) => ({
    '@type': 'Offer',
    priceCurrency: 'PKR',
    price,
    availability: onSale,
    url,
    ...extra,
  });
  const offers = offering.sizes.map((size) =>
    offer(size.price, {
      name: size.name,
      availability: size.available ? onSale : 'https://schema.org/SoldOut',
      inventoryLevel: { '@type': 'QuantitativeValue', value: size.available },
    }),
  );
  const place = {
    '@type': 'Place',
    '@id': `${url}#place`,
    name: project.name,
    address: address(project.location),
    geo: geo(offering.coordinates),
  };
  return {
    '@graph': [
      place,
      {
        '@type': 'Product',
        name: project.name,
        description: offering.summary,
        category: project.type,
        url,
        image: absoluteUrl(project.image.src),
        brand: { '@type': 'Organization', name: (await getSettings(copy.locale)).companies.builders },
        offers,
      },
    ],
  };
}

/** A project in a list: its name, and its page when it has one. */
export type ListedProject = { name: string; href: string | null };

/** An ItemList for a list page of projects; items with a page link to it. */
export function projectListJsonLd(name: string, projects: readonly ListedProject[]) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.name,
      ...(project.href ? { url: absoluteUrl(project.href) } : {}),
    })),
  };
}

/** The Pakistan division as an Organization with its Karachi office (from the site settings), part of the group. */
export async function divisionJsonLd(page: PakistanPage, locale: Locale) {
  const settings = await getSettings(locale);
  const office = settings.offices.pakistan;
  return {
    '@type': 'Organization',
    name: page.title,
    url: absoluteUrl(pathIn(ROUTES.pakistan, locale)),
    email: settings.email,
    telephone: office.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: 'Karachi',
      addressCountry: 'PK',
    },
    parentOrganization: { '@type': 'Organization', name: settings.name },
  };
}
