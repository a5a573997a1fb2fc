import { GROUP, NAMES } from './site';

/** The header's menus. Entries without `href` are shown as 'Under Development'. */
export const navigation = {
  links: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about' },
  ],
  menus: [
    {
      id: 'canada',
      label: NAMES.canada,
      items: [
        { label: `${NAMES.canada} Overview`, href: '/chg-canada' },
        { label: `${NAMES.hotelFranchise} Oshawa`, href: '/hotels/oshawa' },
        { label: `${NAMES.hotelFranchise} Brockville`, href: '/hotels/brockville' },
        { label: `${NAMES.restaurantFranchise} Burlington`, href: '/saffron-grill-burlington' },
        { label: 'Oshawa Convention Center', href: '/oshawa-convention-center' },
        { label: `Signature Suites by ${GROUP}`, href: '/signature-suites-by-cedarline' },
        { label: `${GROUP} Estate Residency`, href: '/cedarline-estate-residency' },
        { label: `${GROUP} Extended Stay Barrie` },
        { label: 'Aloft Barrie' },
        { label: 'Courthouse Residences' },
      ],
    },
    {
      id: 'builders',
      label: NAMES.builders,
      items: [
        { label: 'Delivered Projects', href: '/delivered-projects' },
        { label: 'Ongoing Projects', href: '/ongoing-projects' },
      ],
    },
  ],
  contact: { label: 'Contact Us', href: '/#contact' },
} as const;

export const footerLinks = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: NAMES.canada, href: '/chg-canada' },
  { label: NAMES.builders, href: '/chg-pakistan' },
] as const;
