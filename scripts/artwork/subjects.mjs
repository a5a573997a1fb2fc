/** Every subject the artwork library draws: its name, a line for people, and its renderer. */
import { charcoalGrill, diningRoom, dishBiryani, dishKarahi, dishSeekhNaan, dishTikka } from './dining.mjs';
import { apartmentHighRise, apartmentMidRise, commercialArcade, constructionSite, conventionEntrance, hotelExterior, itTowerMall } from './buildings.mjs';
import { ballroom, conferenceSession, meetingRoom, weddingReception } from './events.mjs';
import { bedroom, kitchen, livingRoom, workspace } from './home-rooms.mjs';
import { bazaarWalkway, gatedEntrance, rearGarden, townhouses, villasStreet } from './streets.mjs';
import { surveyedPlots } from './land.mjs';
import { portrait } from './portrait.mjs';
import { karachiSkyline, lakeshoreDocument, twinSkyline } from './skylines.mjs';
import { breakfastRoom, fitnessRoom, hotelLobby, hotelRoom, hotelSuite, indoorPool } from './hotel-rooms.mjs';
import { IMAGE_SUBJECTS } from '../../lib/content/image-subjects.mjs';

const RENDERERS = {
  'hotel-exterior': { render: hotelExterior },
  'hotel-lobby': { render: hotelLobby },
  'hotel-room': { render: hotelRoom },
  'hotel-suite': { render: hotelSuite },
  'indoor-pool': { render: indoorPool },
  'breakfast-room': { render: breakfastRoom },
  'fitness-room': { render: fitnessRoom },
  'meeting-room': { render: meetingRoom },
  'ballroom-gala': { render: ballroom },
  'conference-session': { render: conferenceSession },
  'wedding-reception': { render: weddingReception },
  'restaurant-dining-room': { render: diningRoom },
  'charcoal-grill': { render: charcoalGrill },
  'dish-karahi': { render: dishKarahi },
  'dish-biryani': { render: dishBiryani },
  'dish-tikka': { render: dishTikka },
  'dish-seekh-naan': { render: dishSeekhNaan },
  'convention-entrance': { render: conventionEntrance },
  'apartment-mid-rise': { render: apartmentMidRise },
  'apartment-high-rise': { render: apartmentHighRise },
  'commercial-arcade': { render: commercialArcade },
  'it-tower-mall': { render: itTowerMall },
  'living-room': { render: livingRoom },
  'kitchen': { render: kitchen },
  'bedroom': { render: bedroom },
  'workspace': { render: workspace },
  'townhouses': { render: townhouses },
  'rear-garden': { render: rearGarden },
  'villas-street': { render: villasStreet },
  'gated-entrance': { render: gatedEntrance },
  'market': { render: bazaarWalkway },
  'surveyed-plots': { render: surveyedPlots },
  'construction-site': { render: constructionSite },
  'lakeshore-skyline': { document: lakeshoreDocument },
  'karachi-skyline': { render: karachiSkyline },
  'twin-skyline': { render: twinSkyline },
  'portrait': { render: portrait },
};

/** Every subject the artwork library draws: its name, a line for people, and its renderer. */
export const SUBJECT_LIST = IMAGE_SUBJECTS.map(({ value, label }) => {
  const renderer = RENDERERS[value];
  if (!renderer) throw new Error(`No artwork renderer for the subject "${value}"`);
  return { name: value, description: label, ...renderer };
});
