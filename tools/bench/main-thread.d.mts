export type Task = { ts: number; dur: number; self: Partial<Record<'script' | 'styleLayout' | 'paint' | 'parseHTML' | 'other', number>> };
export const GROUPS: Record<string, string[]>;
export function tasksOf(events: readonly object[]): Task[];
