import { GROUP, NAMES, people, site } from './site';

/** The group's story: home page blocks and the About page. */
export const company = {
  hero: {
    eyebrow: `Since ${site.founded}`,
    title: `Welcome to the ${NAMES.groupOfCompanies}`,
    lead: `Built on innovation, dedication and quality, with ${site.yearsOfExperience} years of heritage in hospitality and real estate, from Canada to Pakistan.`,
    image: { src: '/images/home/hero.jpg', alt: 'The Oshawa waterfront skyline at dusk with a Cedarline hotel in the foreground' },
  },
  about: {
    title: 'An international hospitality and property development company',
    paragraphs: [
      `${GROUP} owns and operates hotels, convention centres and restaurants in Ontario, and builds homes in Karachi. Our portfolio spans hotels, convention centers, residential societies and modern living spaces — each one run by the people who built it.`,
      `What began in ${site.founded} as a family construction firm in Nazimabad has grown into two companies on two continents, sharing one standard: build well, look after guests and residents for the long term, and keep every promise on paper.`,
    ],
    stats: [
      { value: String(site.founded), label: 'Founded' },
      { value: site.yearsOfExperience, label: 'Years of experience' },
      { value: '2', label: 'Countries' },
    ],
    image: { src: '/images/home/about.jpg', alt: 'A hotel lobby lounge with warm lighting and timber finishes' },
  },
  journey: {
    hero: {
      title: 'Our Journey',
      lead: `From a single apartment block in Karachi in ${site.founded} to hotels on the shores of Lake Ontario: four decades of building places people are proud to call home.`,
      image: { src: '/images/about/hero.jpg', alt: 'Karachi and Ontario skylines blended into one panorama at sunset' },
    },
    milestones: [
      { year: '1985', title: 'A builder is founded in Karachi', text: `${people.chairman.name} founds the company in Nazimabad with a four-storey residential block and a reputation for finishing on time.` },
      { year: '2006', title: `${GROUP} Arcade opens`, text: 'A ground-plus-six commercial and residential building in Block 1 Nazimabad with over 50 units and a penthouse.' },
      { year: '2013', title: `${GROUP} Skyline`, text: 'Over 100 apartments on thirteen floors in North Nazimabad — the tallest project the group had built.' },
      { year: '2015', title: 'Hospitality in Ontario', text: `The group opens its first hotel in Oshawa and forms ${NAMES.hospitality} (${NAMES.hospitalityShort}).` },
      { year: '2016', title: 'A convention centre for Durham Region', text: 'The Oshawa Convention Center opens beside the Oshawa hotel, hosting weddings, galas and conferences.' },
      { year: '2018', title: 'Brockville joins the portfolio', text: `${NAMES.hotelFranchise} Brockville welcomes guests to the Thousand Islands.` },
      { year: '2022', title: 'Culinary and residential', text: `The ${NAMES.restaurantFranchise} franchise opens in Burlington, a year after Signature Suites by ${GROUP} opened in Oshawa.` },
      { year: '2025', title: 'The next chapter', text: 'Two hotels under way in Barrie, Courthouse Residences planned in downtown Brockville, and an IT tower and mall rising in Gulistan-e-Jauhar.' },
    ],
  },
  pakistanOperations: {
    title: 'Pakistan operations',
    paragraphs: [
      `${NAMES.builders} has delivered apartment buildings, commercial arcades and villa communities across Karachi, from Gulistan-e-Jauhar to Surjani Town. Every project is NOC-approved before a single unit is sold.`,
      'Our Karachi team manages land acquisition, approvals, design, construction and after-sales service in-house, so buyers deal with one company from booking to possession.',
    ],
  },
  leadership: {
    title: 'Leadership team',
    members: [people.chairman, people.ceo],
  },
  canadaTeam: {
    title: `${NAMES.canada} team`,
    members: [people.canadaLead, people.canadaFinance, people.canadaDevelopment],
  },
  pakistanTeam: {
    title: `${NAMES.builders} team`,
    members: [people.pakistanLead, people.pakistanProjects, people.pakistanEngineering],
  },
  ceoMessage: {
    title: 'A message from our CEO',
    author: people.ceo,
    paragraphs: [
      'My father started this company with one building and a simple rule: never hand over keys you would not accept yourself. Forty years later, that rule still decides how we choose a site, a contractor or a hotel manager.',
      'Our guests in Ontario and our residents in Karachi expect the same thing from us — quality they can see, and people who answer when they call. Thank you for trusting us with your stays, your events and your homes.',
    ],
  },
  philosophy: {
    title: 'Our philosophy',
    values: [
      { title: 'Quality', text: 'Proven materials, licensed engineers and independent inspections on every floor we build and every room we operate.' },
      { title: 'Community', text: 'We hire locally, buy locally and design projects around schools, parks and transit so neighbourhoods grow with us.' },
      { title: 'Innovation', text: 'From energy-efficient hotel retrofits to Karachi’s first IT tower in Block-2, we invest in what makes a property better to live and work in.' },
    ],
  },
};
