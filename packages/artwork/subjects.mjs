/** Every subject the artwork library draws: its name, a line for people, and its renderer. */
import { charcoalGrill, diningRoom, dishBiryani, dishKarahi, dishSeekhNaan, dishTikka } from './dining.mjs';
import {
  apartmentHighRise,
  apartmentMidRise,
  commercialArcade,
  constructionSite,
  conventionEntrance,
  hotelExterior,
  itTowerMall,
} from './buildings.mjs';
import { ballroom, conferenceSession, meetingRoom, weddingReception } from './events.mjs';
import { bedroom, kitchen, livingRoom, workspace } from './home-rooms.mjs';
import { bazaarWalkway, gatedEntrance, rearGarden, townhouses, villasStreet } from './streets.mjs';
import { surveyedPlots } from './land.mjs';
import { portrait } from './portrait.mjs';
import { karachiSkyline, lakeshoreDocument, twinSkyline } from './skylines.mjs';
import { breakfastRoom, fitnessRoom, hotelLobby, hotelRoom, hotelSuite, indoorPool } from './hotel-rooms.mjs';

/** Each subject: how it is drawn, and what it shows, in words. */
const RENDERERS = {
  'hotel-exterior': {
    render: hotelExterior,
    description:
      'Hotel of three to seven storeys with a porte-cochère, at night, dusk, sunset or by day: one building per hotel, the same in all its pictures',
  },
  'hotel-lobby': {
    render: hotelLobby,
    description: 'Hotel lobby lounge before a reception desk, a stone fireplace or a river mural',
  },
  'hotel-room': { render: hotelRoom, description: 'Hotel guest room with a king bed or two queen beds' },
  'hotel-suite': { render: hotelSuite, description: 'Hotel suite with a sofa and a kitchenette' },
  'indoor-pool': { render: indoorPool, description: 'Indoor swimming pool with loungers and tall windows' },
  'breakfast-room': { render: breakfastRoom, description: 'Breakfast room with a buffet counter and tables' },
  'fitness-room': { render: fitnessRoom, description: 'Fitness room with treadmills, free weights and a mirror wall' },
  'meeting-room': { render: meetingRoom, description: 'Meeting room set boardroom or classroom style, with a screen' },
  'ballroom-gala': {
    render: ballroom,
    description: 'Ballroom set for a gala banquet: round tables, chandeliers, a stage',
  },
  'conference-session': {
    render: conferenceSession,
    description: 'Conference session: a presenter at a big screen, audience from behind',
  },
  'wedding-reception': {
    render: weddingReception,
    description: 'Wedding reception: a floral arch, the couple, tables with flowers',
  },
  'restaurant-dining-room': {
    render: diningRoom,
    description: 'Restaurant dining room: lanterns, candlelit tables, arched niches or an open kitchen',
  },
  'charcoal-grill': { render: charcoalGrill, description: 'Seekh kebabs and tikka on skewers over glowing charcoal' },
  'dish-karahi': {
    render: dishKarahi,
    description: 'A karahi of curry with green chilli and coriander, seen from above',
  },
  'dish-biryani': {
    render: dishBiryani,
    description: 'A platter of biryani with chicken, potato and plum, seen from above',
  },
  'dish-tikka': { render: dishTikka, description: 'Chicken tikka boti on a plate with onion rings and lemon' },
  'dish-seekh-naan': { render: dishSeekhNaan, description: 'Seekh kebabs served on naan' },
  'convention-entrance': {
    render: conventionEntrance,
    description: 'Convention centre entrance at evening, its glass foyer lit',
  },
  'apartment-mid-rise': {
    render: apartmentMidRise,
    description: 'Mid-rise apartment building (five to eight storeys) with shops below',
  },
  'apartment-high-rise': {
    render: apartmentHighRise,
    description: 'High-rise apartment tower (twelve storeys or more) with balconies',
  },
  'commercial-arcade': {
    render: commercialArcade,
    description: 'Commercial building with an arcade of shopfronts and signboards',
  },
  'it-tower-mall': { render: itTowerMall, description: 'Glass IT tower rising from a shopping-mall podium' },
  'living-room': { render: livingRoom, description: 'Furnished apartment living room with a sofa and a large window' },
  kitchen: { render: kitchen, description: 'Kitchen with cabinets, an island with stools and patio doors' },
  bedroom: { render: bedroom, description: 'Bedroom with a queen bed, reading lamps and a window blind' },
  workspace: { render: workspace, description: 'A desk with a monitor and an ergonomic chair beside a window' },
  townhouses: { render: townhouses, description: 'A row of brick and timber townhomes with front gardens' },
  'rear-garden': { render: rearGarden, description: 'A townhome rear garden with a stone patio, fences and a table' },
  'villas-street': {
    render: villasStreet,
    description: 'Double-storey villas behind boundary walls along a paved street with palms',
  },
  'gated-entrance': {
    render: gatedEntrance,
    description: 'Gated entrance of an enclave: gateway, guard cabins, barriers, boulevard',
  },
  market: { render: bazaarWalkway, description: 'A bazaar walkway lined with shopfronts, awnings and shoppers' },
  'surveyed-plots': {
    render: surveyedPlots,
    description: 'Surveyed plots from above: pegged plot lines, roads and a park',
  },
  'construction-site': {
    render: constructionSite,
    description: 'Tower under construction with a crane and site hoarding',
  },
  'lakeshore-skyline': {
    document: lakeshoreDocument,
    description: 'Lakeshore skyline at dusk with the moon over the water',
  },
  'karachi-skyline': {
    render: karachiSkyline,
    description: 'Karachi skyline by the sea: towers, the mausoleum dome, a minaret, palms',
  },
  'twin-skyline': {
    render: twinSkyline,
    description: 'Ontario lakeshore and Karachi seafront joined in one sunset panorama',
  },
  portrait: { render: portrait, description: 'Abstract head-and-shoulders portrait of a team member, no face details' },
};

/** Every subject the artwork library draws: its name, a line for people, and its renderer. */
export const SUBJECT_LIST = Object.entries(RENDERERS).map(([name, renderer]) => ({ name, ...renderer }));
