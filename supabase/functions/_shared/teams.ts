/**
 * Which team a contact message goes to. The form sends a team's slug (the
 * record's file name in content/teams/); the function knows the teams it has
 * an inbox for (CONTACT_TO_EMAIL for general, CONTACT_TEAM_INBOXES for the
 * others) and sends anything else to general, so a stale link or a tampered
 * request reaches someone instead of failing. A message written from the
 * Urdu pages goes to Karachi sales, whatever team it names. No imports: the
 * form's bundle imports it too, and the contact schema (contact-schema.ts) asks it.
 */

/** The team every message without a known team goes to; its inbox is CONTACT_TO_EMAIL. */
export const GENERAL_TEAM = 'general';

/** The body field (and the form's query parameter) that names the team. */
export const TEAM_FIELD = 'team';

/** `value` if it is one of `known` (own keys only: never `constructor` or `__proto__`), else general. */
export function pickTeam(value: unknown, known: Readonly<Record<string, unknown>>): string {
  return typeof value === 'string' && Object.hasOwn(known, value) ? value : GENERAL_TEAM;
}

/** Karachi sales: the team of Karachi's projects, which answers in Urdu. */
const KARACHI_SALES = 'karachi-sales';

/**
 * The team that shows Karachi's projects and so books site visits: the form offers
 * a phone number and a visit to it alone, and the function refuses a visit for any other.
 */
export const VISIT_TEAM = KARACHI_SALES;

/** The team that answers every message written from the Urdu pages (/ur). */
export const URDU_TEAM = KARACHI_SALES;

/**
 * The team a message is for: URDU_TEAM for one in Urdu, whatever team it names
 * (so an Urdu enquiry is read by people who answer in Urdu); otherwise the team
 * it names. The schema asks it of a visit; routeTeam of every message.
 */
export function askedTeam(requested: unknown, language: unknown): unknown {
  return language === 'ur' ? URDU_TEAM : requested;
}

/** The team a message goes to: the one it is for (askedTeam), or general when the configuration has no inbox for it. */
export function routeTeam(requested: unknown, language: unknown, known: Readonly<Record<string, unknown>>): string {
  return pickTeam(askedTeam(requested, language), known);
}
