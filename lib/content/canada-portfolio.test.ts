import { getCanadaLabels, getCanadaPage, listCanadaMenuItems } from './canada-portfolio';

describe('CHG Canada page', () => {
  it('reads the overview copy and the labels the Canada pages share', () => {
    expect(getCanadaPage()).toMatchObject({ eyebrow: 'CHG Canada', title: 'Hospitality and homes across Ontario' });
    expect(getCanadaLabels().floors).toBe('{floors} floors');
  });
});

describe('CHG Canada menu', () => {
  it('lists the overview, the pages and the records without a page, in the header order', () => {
    expect(listCanadaMenuItems()).toEqual([
      { label: 'CHG Canada Overview', href: '/chg-canada' },
      { label: 'Lakeshore Inn & Suites Oshawa', href: '/hotels/oshawa' },
      { label: 'Lakeshore Inn & Suites Brockville', href: '/hotels/brockville' },
      { label: 'Saffron Grill Burlington', href: '/saffron-grill-burlington' },
      { label: 'Oshawa Convention Center', href: '/oshawa-convention-center' },
      { label: 'Signature Suites by Cedarline', href: '/signature-suites-by-cedarline' },
      { label: 'Cedarline Estate Residency', href: '/cedarline-estate-residency' },
      { label: 'Cedarline Extended Stay Barrie' },
      { label: 'Aloft Barrie' },
      { label: 'Courthouse Residences' },
    ]);
  });
});
