/**
 * The build's gate over content/: every file parses, and a broken copy of a
 * record fails with its file and its field named, so an editor (or a
 * developer editing JSON by hand) knows exactly what to fix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAboutPage, getHomePage } from './company';
import { getContactPage } from './contact';
import { listCurrentProjects } from './current-projects';
import { listDeliveredProjects } from './delivered-projects';
import { canadaHotelSchema, getHotelNotFound, getHotelPageCopy, listCanadaHotels } from './hotels';
import { getNavigation, listFooterLinks } from './navigation';
import { getNotFoundPage } from './not-found';
import { getCanadaLabels, getCanadaPage, listCanadaMenuItems } from './canada-portfolio';
import { getEstateResidency, getResidenceCopy, getSuites, listResidentialProjects } from './canada-residential';
import { getConventionCenter, getRestaurant, listCommercialVentures } from './canada-ventures';
import { getDeliveredProjectsPage, getOngoingProjectsPage, getPakistanPage, getProjectCopy } from './pakistan-pages';
import { listProjectPages } from './pakistan-projects';
import { parseFile } from './read';
import { getSettings } from './settings';
import { listPeople } from './team';
import { getUi } from './ui';

const OSHAWA = 'content/canada-hotels/oshawa.json';
const oshawa = () => JSON.parse(readFileSync(path.join(process.cwd(), OSHAWA), 'utf8'));

describe('content/', () => {
  it('parses every collection and page file', () => {
    const read = [
      getSettings, getNavigation, listFooterLinks, getUi, getHomePage, getAboutPage, getContactPage, getNotFoundPage, listPeople,
      listCanadaHotels, getHotelPageCopy, getHotelNotFound, getCanadaPage, getCanadaLabels, listCanadaMenuItems,
      listResidentialProjects, getSuites, getEstateResidency, getResidenceCopy, listCommercialVentures, getConventionCenter, getRestaurant,
      listDeliveredProjects, listCurrentProjects, listProjectPages, getPakistanPage, getDeliveredProjectsPage, getOngoingProjectsPage, getProjectCopy,
    ];
    for (const getter of read) expect(getter()).toBeTruthy();
  });

  it('names the file and the field of a missing required field', () => {
    const broken = oshawa();
    delete broken.name;
    expect(() => parseFile(OSHAWA, canadaHotelSchema, broken)).toThrow(/Invalid content in content\/canada-hotels\/oshawa\.json:\n {2}- field "name"/);
  });

  it('names the field of a value outside its list (a status)', () => {
    expect(() => parseFile(OSHAWA, canadaHotelSchema, { ...oshawa(), status: 'Closed' })).toThrow(/oshawa\.json:\n {2}- field "status"/);
  });

  it('names the field of a picture whose file does not exist', () => {
    const record = oshawa();
    record.image.src = '/images/canada-hotels/oshawa/image/missing.jpg';
    expect(() => parseFile(OSHAWA, canadaHotelSchema, record)).toThrow(/field "image.src": image file does not exist under public\//);
  });

  it('names the field of a number out of range', () => {
    expect(() => parseFile(OSHAWA, canadaHotelSchema, { ...oshawa(), rating: 7 })).toThrow(/field "rating"/);
  });
});
