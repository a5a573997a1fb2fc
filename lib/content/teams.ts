/**
 * The teams a contact message can go to (content/teams/<slug>.json): their
 * names, and where one has them, a phone and a WhatsApp number. A page that
 * opens the contact form names its team with a relationship field; the form
 * shows the team and lets the visitor pick another. Inbox addresses are not
 * content: the function maps each slug to an inbox (CONTACT_TEAM_INBOXES).
 */
import { z } from 'zod';
import { GENERAL_TEAM } from '@/supabase/functions/_shared/teams';
import { lineSchema, optionalGroup, phoneSchema, templateSchema, whatsappSchema } from './fields';
import { ContentError, once, readCollection, resolve, type Entry } from './read';

export const teamSchema = z.object({
  /** As the visitor reads it above the form: "Your message goes to Karachi sales". */
  name: lineSchema,
  position: z.number().int().min(0),
  phone: optionalGroup(phoneSchema),
  whatsapp: optionalGroup(
    z.object({
      number: whatsappSchema,
      /** The chat's first message, filled in for the visitor; {name} is the project (or company) the page is about. */
      message: templateSchema(['name']),
    }),
  ),
});

export type Team = Entry<z.output<typeof teamSchema>>;
/** What the form's team select needs of a team. */
export type TeamChoice = Pick<Team, 'slug' | 'name'>;

const read = once(() => {
  const teams = readCollection('teams', teamSchema).sort((a, b) => a.position - b.position);
  if (!teams.some((team) => team.slug === GENERAL_TEAM)) {
    throw new ContentError('content/teams', [`no "${GENERAL_TEAM}.json": messages for no team in particular go to that team`]);
  }
  return teams;
});

/** Every team, in list order (the order of the form's select). */
export function listTeams(): Team[] {
  return read();
}

export function getTeam(slug: string): Team | null {
  return read().find((team) => team.slug === slug) ?? null;
}

/** The team a relationship field names, failing the build with the file and field when there is none. */
export function resolveTeam(slug: string, from: { file: string; field: string }): Team {
  return resolve(read(), slug, from);
}

/**
 * `value` with its `team` slug swapped for the team record, so the page shows the team's name,
 * phone and WhatsApp; the build fails naming `file` and `<path>.team` when there is no such team.
 */
export function withTeam<T extends { team: string }>(value: T, file: string, path: string): Omit<T, 'team'> & { team: Team } {
  return { ...value, team: resolveTeam(value.team, { file, field: `${path}.team` }) };
}

/** The teams as the form's select lists them. */
export function listTeamChoices(): TeamChoice[] {
  return read().map(({ slug, name }) => ({ slug, name }));
}
