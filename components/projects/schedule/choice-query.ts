/*
 * How the address names a unit: pure, so the server's schedules (schedule-view.ts) share it with the
 * islands that read the choice (unit-choice.ts).
 */

/** A size and a plan of one project, by the slugs its page's address names them with. */
export type UnitChoice = { size: string; plan: string };

/** The query that names a choice: the page at `?size=…&plan=…#schedule` opens on the same schedule. */
export function choiceQuery(size: string, plan: string) {
  return `?${new URLSearchParams({ size, plan })}#schedule`;
}
