import { getSettings } from '@/lib/content/settings';
import type { CurrentProject, DeliveredProject, PakistanDivision, ProjectPage } from '@/lib/content/pakistan-projects';
import { projectPageName, shortLocation } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';

function address(location: string) {
  return {
    '@type': 'PostalAddress',
    streetAddress: shortLocation(location),
    addressLocality: 'Karachi',
    addressRegion: 'Sindh',
    addressCountry: 'PK',
  };
}

const builder = { '@type': 'Organization', name: getSettings().companies.builders };

/**
 * schema.org data for a project page: the building itself (ApartmentComplex, ShoppingCenter, …) for
 * delivered projects; a Product with its Offer(s) in PKR for projects on sale.
 */
export function projectJsonLd(page: ProjectPage): Record<string, unknown> {
  const url = absoluteUrl(ROUTES.project(page.slug));
  if (page.layout === 'delivered') {
    const { project } = page;
    return {
      '@type': page.schemaType,
      name: project.name,
      description: page.summary,
      url,
      image: absoluteUrl(project.image.src),
      address: address(project.location),
      additionalProperty: page.details.map((d) => ({ '@type': 'PropertyValue', name: d.label, value: d.value })),
    };
  }
  const availability = page.status === 'Active' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';
  const prices = page.plots?.map((plot) => plot.price) ?? [page.price.amount];
  const offers =
    page.plots && page.plots.length > 1
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'PKR',
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: page.plots.reduce((sum, plot) => sum + plot.available, 0),
          availability,
        }
      : { '@type': 'Offer', priceCurrency: 'PKR', price: page.price.amount, availability, url };
  return {
    '@type': 'Product',
    name: projectPageName(page),
    description: page.summary,
    category: page.category,
    url,
    image: absoluteUrl(page.image.src),
    brand: builder,
    offers,
  };
}

/** An ItemList for a list page of projects; items with a page link to it. */
export function projectListJsonLd(name: string, projects: readonly (DeliveredProject | CurrentProject)[]) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.name,
      ...(project.slug ? { url: absoluteUrl(ROUTES.project(project.slug)) } : {}),
    })),
  };
}

/** The Pakistan division as an Organization with its Karachi office, part of the group. */
export function divisionJsonLd(division: PakistanDivision) {
  return {
    '@type': 'Organization',
    name: division.title,
    url: absoluteUrl(ROUTES.pakistan),
    email: division.email,
    telephone: division.office.phone,
    address: { '@type': 'PostalAddress', streetAddress: division.office.address, addressLocality: 'Karachi', addressCountry: 'PK' },
    parentOrganization: { '@type': 'Organization', name: getSettings().name },
  };
}
