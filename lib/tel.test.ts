import { telHref } from './tel';

it('drops the spaces people read but dialers do not want', () => {
  expect(telHref('+1 905 555 0142')).toBe('tel:+19055550142');
  expect(telHref('+92 21 5550 0147')).toBe('tel:+922155500147');
});
