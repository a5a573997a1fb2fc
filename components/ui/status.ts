import type { BadgeTone } from './badge';

/**
 * The colour of a status badge, for every portfolio on the site:
 * work under way is blue, work planned is orange, anything else (operating,
 * delivered, active, ready) green.
 */
export function statusTone(status: string): Extract<BadgeTone, 'blue' | 'orange' | 'green'> {
  if (status === 'Under Development' || status === 'Under Construction') return 'blue';
  if (status === 'Planned' || status === 'Planning') return 'orange';
  return 'green';
}

/** The data keeps the source's spelling "Ready for Posession"; a visitor always reads it spelled right. */
export function statusLabel(status: string) {
  return status === 'Ready for Posession' ? 'Ready for Possession' : status;
}
