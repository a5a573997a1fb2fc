/**
 * Which team a contact message goes to. The form sends a team's slug (the
 * record's file name in content/teams/); the function knows the teams it has
 * an inbox for (CONTACT_TO_EMAIL for general, CONTACT_TEAM_INBOXES for the
 * others) and sends anything else to general, so a stale link or a tampered
 * request reaches someone instead of failing. No dependencies: the form's
 * bundle imports it too.
 */

/** The team every message without a known team goes to; its inbox is CONTACT_TO_EMAIL. */
export const GENERAL_TEAM = 'general';

/** The body field (and the form's query parameter) that names the team. */
export const TEAM_FIELD = 'team';

/** `value` if it is one of `known` (own keys only: never `constructor` or `__proto__`), else general. */
export function pickTeam(value: unknown, known: Readonly<Record<string, unknown>>): string {
  return typeof value === 'string' && Object.hasOwn(known, value) ? value : GENERAL_TEAM;
}

/**
 * The team that shows Karachi's projects and so books site visits: the form offers
 * a phone number and a visit to it alone, and the function refuses a visit for any other.
 */
export const VISIT_TEAM = 'karachi-sales';
