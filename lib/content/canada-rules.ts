/**
 * The values and `{token}` rules of the CHG Canada content, stated once for
 * both gates: the zod schemas that fail the build and the editor's form
 * fields (lib/keystatic/canada.ts). Pure data: the admin's browser bundle
 * imports it too.
 */

export const HOTEL_STATUSES = ['Operating', 'Under Construction', 'Planning'] as const;
export const RESIDENTIAL_STATUSES = ['Operating', 'Planning'] as const;
export const VENTURE_STATUSES = HOTEL_STATUSES;
export const VENTURE_TYPES = ['Restaurant', 'Convention Center'] as const;
/** schema.org types a residence page may describe itself as. */
export const RESIDENCE_TYPES = ['ApartmentComplex', 'Residence', 'Apartment'] as const;

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = 'must be a 24-hour time like 11:00 (00:00 is midnight)';

export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;
export const POSTAL_CODE_MESSAGE = 'must be a Canadian postal code like L1H 7K6';

export const DISTANCE_PATTERN = /^\d+(\.\d+)? km$/;
export const DISTANCE_MESSAGE = 'must be a distance like 5 km or 1.5 km';

export const PRICE_RANGE_PATTERN = /^\$+$/;
export const PRICE_RANGE_MESSAGE = 'must be one to four dollar signs, like $$';
