/**
 * The fixed choices of the Karachi project records, stated once for both gates:
 * the zod schemas (lib/content/delivered-projects.ts, current-projects.ts) and the
 * editor's selects (lib/keystatic/pakistan.ts). Pure data: the admin's browser
 * bundle imports it too.
 */

/** The schema.org type a delivered project's page describes itself as. */
export const SCHEMA_TYPES = ['ApartmentComplex', 'GatedResidenceCommunity', 'ShoppingCenter', 'Place'] as const;

/** How the detail card names a building's units. */
export const UNIT_LABELS = ['Apartments', 'Units'] as const;

/** Construction status on the ongoing card; the data keeps the source spelling "Ready for Posession". */
export const CURRENT_STATUSES = ['Under Development', 'Ready for Posession', 'Planned'] as const;

/** Sales status on a project page. */
export const SALE_STATUSES = ['Active', 'Launching', 'Under Development'] as const;

/** A feature line: written out, or drawn from the building's figures. */
export const FEATURE_KINDS = ['text', 'units', 'floors'] as const;

/** A delivered project's detail card: written out, or drawn from the record. */
export const DETAIL_KINDS = ['text', 'units', 'floors', 'location'] as const;

/** A fact card on a project page: written out, or the project's location. */
export const FACT_KINDS = ['text', 'location'] as const;

/** Where a project page's button goes: one of its sections, or the contact form with a subject. */
export const ACTION_KINDS = ['plots', 'payments', 'contact'] as const;
