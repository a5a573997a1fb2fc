/**
 * A current project's construction progress: dated updates, each a stage (a floor of the building at the structure stage),
 * the share of the work complete, photos and a note. The page shows the latest first and the others below it; its Atom feed
 * offers them all (components/projects/progress-feed.ts). What no single update's form can check is checked here, for lib/content/checks.ts:
 * an update dated after the build, a share or a stage lower than an earlier update's, a floor above the building's, two
 * updates on one day; and a latest update too old to show as the project's progress (a warning: the build goes on).
 */
import { MILESTONES } from '@/lib/keystatic/pakistan';
import { formatDate } from '@/lib/format';
import type { Where } from './localize';

export type Milestone = keyof typeof MILESTONES;
const STAGES = Object.keys(MILESTONES) as Milestone[];

/** What the rules read of an update, in either form (the record's, or the page's in one language). */
export type ProgressUpdate = { date: string; milestone: Milestone; floor: number | null; share: number };
type Progressing<U extends ProgressUpdate = ProgressUpdate> = { floors: number | null; progress: readonly U[] };

/** How old the latest update may be before the problems page reports it. */
export const PROGRESS_STALE_AFTER_DAYS = 120;
const DAY = 24 * 60 * 60 * 1000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The updates, the latest first (the editor may list them in any order). */
export const newestFirst = <U extends ProgressUpdate>(updates: readonly U[]): U[] =>
  [...updates].sort((a, b) => b.date.localeCompare(a.date));
/** The latest update, or null for a project with none. */
export const latestUpdate = <U extends ProgressUpdate>(updates: readonly U[]): U | null => newestFirst(updates)[0] ?? null;

export type ProgressProblem = { where: Where; message: string; warning?: true };

/** What is wrong with a project's updates, on the day `today`, each at the field an editor corrects. */
export function progressProblems({ floors, progress }: Progressing, today: Date): ProgressProblem[] {
  const problems: ProgressProblem[] = [];
  const on = (day: string) => formatDate(day, 'en');
  const stage = (milestone: Milestone) => `“${MILESTONES[milestone].replace(/ \(.*\)$/, '')}”`;
  progress.forEach((update, index) => {
    const at = (field: keyof ProgressUpdate, message: string) => problems.push({ where: ['progress', index, field], message });
    if (time(update.date) > today.getTime()) {
      at('date', `is after the day of the build (${on(today.toISOString().slice(0, 10))}): give the day the site looked like this, not a day to come`);
    }
    const sameDay = progress.findIndex((other) => other.date === update.date);
    if (sameDay < index) at('date', `another update is dated ${on(update.date)} too: make them one update, or correct a date`);
    // Every earlier update, by date: the share and the stage never go back.
    const earlier = progress.filter((other) => other.date < update.date);
    const moreDone = earlier.filter((other) => other.share > update.share).sort((a, b) => b.share - a.share)[0];
    if (moreDone) {
      at('share', `is ${update.share}%, lower than the ${moreDone.share}% of the update of ${on(moreDone.date)}: the share complete never goes down, so correct one of them`);
    }
    const later = earlier.filter((other) => STAGES.indexOf(other.milestone) > STAGES.indexOf(update.milestone))[0];
    if (later) {
      at('milestone', `${stage(update.milestone)} comes before ${stage(later.milestone)}, the stage of the update of ${on(later.date)}: an update never goes back a stage, so correct one of them`);
    }
    const higher = update.milestone === 'structure' ? earlier.filter((other) => other.milestone === 'structure' && (other.floor ?? 0) > (update.floor ?? 0))[0] : undefined;
    if (higher && update.floor !== null) at('floor', `is floor ${update.floor}, below the floor ${higher.floor} of the update of ${on(higher.date)}: correct one of them`);
    if (update.milestone !== 'structure') {
      if (update.floor !== null) at('floor', `is given, but only the structure stage gives a floor: empty it, or choose the stage ${stage('structure')}`);
      return;
    }
    if (update.floor === null) at('floor', `is empty: at the structure stage, give the highest floor cast (0 is the ground floor)`);
    else if (floors === null) at('floor', `is floor ${update.floor}, but the project gives no floors above the ground floor: fill in its floors, which the page shows as “floor ${update.floor} of …”`);
    else if (update.floor > floors) at('floor', `is floor ${update.floor}, above the building’s ${floors} floors above the ground floor: correct the floor, or the project’s floors`);
  });
  const latest = latestUpdate(progress);
  const days = latest ? Math.floor((today.getTime() - time(latest.date)) / DAY) : 0;
  if (latest && days > PROGRESS_STALE_AFTER_DAYS) {
    problems.push({
      where: ['progress', progress.indexOf(latest), 'date'],
      message: `the latest progress update is ${days} days old (${on(latest.date)}): add one, or the page shows old progress as the project’s latest`,
      warning: true,
    });
  }
  return problems;
}
