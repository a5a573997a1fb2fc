import { hotelYearLabel, residentialFacts, residentialYearLabel } from './labels';

describe('hotel year label', () => {
  it("is 'Expected' for the Aloft hotel, whatever its status", () => {
    expect(hotelYearLabel({ name: 'Aloft Barrie', status: 'Planning' })).toBe('Expected');
    expect(hotelYearLabel({ name: 'Aloft Barrie', status: 'Operating' })).toBe('Expected');
  });
  it("is 'Opening' for a hotel under construction or in planning", () => {
    expect(hotelYearLabel({ name: 'Extended Stay Barrie', status: 'Under Construction' })).toBe('Opening');
    expect(hotelYearLabel({ name: 'Extended Stay Barrie', status: 'Planning' })).toBe('Opening');
  });
  it("is 'Established' for an operating hotel", () => {
    expect(hotelYearLabel({ name: 'Inn Oshawa', status: 'Operating' })).toBe('Established');
  });
});

describe('residential year label', () => {
  it("is 'Established' before 2025 and 'Expected' from 2025 on", () => {
    expect(residentialYearLabel({ year: 2024 })).toBe('Established');
    expect(residentialYearLabel({ year: 2025 })).toBe('Expected');
    expect(residentialYearLabel({ year: 2028 })).toBe('Expected');
  });
});

describe('residential facts', () => {
  it('states the units with their label, and the floors where the record gives them', () => {
    expect(residentialFacts({ units: 122, unitLabel: 'condominium units', floors: 14 }, '{floors} floors')).toEqual([
      '122 condominium units',
      '14 floors',
    ]);
    expect(residentialFacts({ units: 8, unitLabel: 'townhouse units', floors: null }, '{floors} floors')).toEqual([
      '8 townhouse units',
    ]);
  });
});
