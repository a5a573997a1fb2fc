import { getNavigation, listFooterLinks } from './navigation';
import { getSettings } from './settings';

describe('the header', () => {
  it('names the two menus after the companies in the settings', () => {
    const { companies } = getSettings();
    expect(getNavigation().menus.map((menu) => menu.label)).toEqual([companies.canada, companies.builders]);
  });

  it('lists the CHG Canada portfolio, with the entries without a page last, and the builders’ two project lists', () => {
    const [canada, builders] = getNavigation().menus;
    expect(canada?.items[0]).toEqual({ label: 'CHG Canada Overview', href: '/chg-canada' });
    expect(canada?.items.filter((item) => !item.href).map((item) => item.label)).toEqual([
      'Cedarline Extended Stay Barrie',
      'Aloft Barrie',
      'Courthouse Residences',
    ]);
    expect(builders?.items).toEqual([
      { label: 'Delivered Projects', href: '/delivered-projects' },
      { label: 'Ongoing Projects', href: '/ongoing-projects' },
    ]);
  });

  it('ends with the contact button', () => {
    expect(getNavigation().contact).toEqual({ label: 'Contact Us', href: '/#contact' });
  });
});

describe('the footer', () => {
  it('links the pages, then each company overview under the name the settings give it', () => {
    const { companies } = getSettings();
    expect(listFooterLinks()).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: companies.canada, href: '/chg-canada' },
      { label: companies.builders, href: '/chg-pakistan' },
    ]);
  });
});
