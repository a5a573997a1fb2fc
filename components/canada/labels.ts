import type { CanadaHotel } from '@/lib/content/canada';
import type { ResidentialProject } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';

/** 'Expected' for the Aloft hotel; 'Opening' before a hotel opens; otherwise 'Established'. */
export function hotelYearLabel(hotel: Pick<CanadaHotel, 'name' | 'status'>) {
  if (/\baloft\b/i.test(hotel.name)) return 'Expected';
  if (hotel.status === 'Under Construction' || hotel.status === 'Planning') return 'Opening';
  return 'Established';
}

/** 'Established' if the year is before 2025, else 'Expected'. */
export function residentialYearLabel(project: Pick<ResidentialProject, 'year'>) {
  return project.year < 2025 ? 'Established' : 'Expected';
}

/**
 * "122 condominium units", "14 floors": the only way a project's counts
 * reach a page. `floors` is the copy's template, e.g. "{floors} floors".
 */
export function residentialFacts(project: Pick<ResidentialProject, 'units' | 'unitLabel' | 'floors'>, floors: string) {
  const facts = [`${project.units} ${project.unitLabel}`];
  if (project.floors !== null) facts.push(fillTemplate(floors, { floors: project.floors }));
  return facts;
}
