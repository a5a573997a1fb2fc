import { z } from 'zod';
import { imageSchema, lineSchema } from './fields';
import { once, readCollection, type Entry } from './read';
import { TEAMS, type Team } from './site-rules';

export const personSchema = z.object({
  name: lineSchema,
  role: lineSchema,
  team: z.enum(TEAMS),
  position: z.number().int().min(0),
  portrait: imageSchema,
});

export type Person = Entry<z.infer<typeof personSchema>>;

const readTeam = once(() => readCollection('team', personSchema).sort((a, b) => a.position - b.position));

/** Everyone on the About page, in list order. */
export function listPeople(): Person[] {
  return readTeam();
}

/** One team's members, in list order. */
export function listTeamMembers(team: Team): Person[] {
  return readTeam().filter((person) => person.team === team);
}
