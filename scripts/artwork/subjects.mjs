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

export const SUBJECT_LIST = [
  { name: 'hotel-exterior', description: 'Hotel exterior with its porte-cochère lit, at night, dusk or by day', render: hotelExterior },
  { name: 'hotel-lobby', description: 'Hotel lobby lounge before a reception desk, a stone fireplace or a river mural', render: hotelLobby },
  { name: 'hotel-room', description: 'Hotel guest room with a king bed or two queen beds', render: hotelRoom },
  { name: 'hotel-suite', description: 'Hotel suite with a sofa and a kitchenette', render: hotelSuite },
  { name: 'indoor-pool', description: 'Indoor swimming pool with loungers and tall windows', render: indoorPool },
  { name: 'breakfast-room', description: 'Breakfast room with a buffet counter and tables', render: breakfastRoom },
  { name: 'fitness-room', description: 'Fitness room with treadmills, free weights and a mirror wall', render: fitnessRoom },
  { name: 'meeting-room', description: 'Meeting room set boardroom or classroom style, with a screen', render: meetingRoom },
  { name: 'ballroom-gala', description: 'Ballroom set for a gala banquet: round tables, chandeliers, a stage', render: ballroom },
  { name: 'conference-session', description: 'Conference session: a presenter at a big screen, audience from behind', render: conferenceSession },
  { name: 'wedding-reception', description: 'Wedding reception: a floral arch, the couple, tables with flowers', render: weddingReception },
  { name: 'restaurant-dining-room', description: 'Restaurant dining room: lanterns, candlelit tables, arched niches or an open kitchen', render: diningRoom },
  { name: 'charcoal-grill', description: 'Seekh kebabs and tikka on skewers over glowing charcoal', render: charcoalGrill },
  { name: 'dish-karahi', description: 'A karahi of curry with green chilli and coriander, seen from above', render: dishKarahi },
  { name: 'dish-biryani', description: 'A platter of biryani with chicken, potato and plum, seen from above', render: dishBiryani },
  { name: 'dish-tikka', description: 'Chicken tikka boti on a plate with onion rings and lemon', render: dishTikka },
  { name: 'dish-seekh-naan', description: 'Seekh kebabs served on naan', render: dishSeekhNaan },
  { name: 'convention-entrance', description: 'Convention centre entrance at evening, its glass foyer lit', render: conventionEntrance },
  { name: 'apartment-mid-rise', description: 'Mid-rise apartment building (five to eight storeys) with shops below', render: apartmentMidRise },
  { name: 'apartment-high-rise', description: 'High-rise apartment tower (twelve storeys or more) with balconies', render: apartmentHighRise },
  { name: 'commercial-arcade', description: 'Commercial building with an arcade of shopfronts and signboards', render: commercialArcade },
  { name: 'it-tower-mall', description: 'Glass IT tower rising from a shopping-mall podium', render: itTowerMall },
  { name: 'living-room', description: 'Furnished apartment living room with a sofa and a large window', render: livingRoom },
  { name: 'kitchen', description: 'Kitchen with cabinets, an island with stools and patio doors', render: kitchen },
  { name: 'bedroom', description: 'Bedroom with a queen bed, reading lamps and a window blind', render: bedroom },
  { name: 'workspace', description: 'A desk with a monitor and an ergonomic chair beside a window', render: workspace },
  { name: 'townhouses', description: 'A row of brick and timber townhomes with front gardens', render: townhouses },
  { name: 'rear-garden', description: 'A townhome rear garden with a stone patio, fences and a table', render: rearGarden },
  { name: 'villas-street', description: 'Double-storey villas behind boundary walls along a paved street with palms', render: villasStreet },
  { name: 'gated-entrance', description: 'Gated entrance of an enclave: gateway, guard cabins, barriers, boulevard', render: gatedEntrance },
  { name: 'market', description: 'A bazaar walkway lined with shopfronts, awnings and shoppers', render: bazaarWalkway },
  { name: 'surveyed-plots', description: 'Surveyed plots from above: pegged plot lines, roads and a park', render: surveyedPlots },
  { name: 'construction-site', description: 'Tower under construction with a crane and site hoarding', render: constructionSite },
  { name: 'lakeshore-skyline', description: 'Lakeshore skyline at dusk with the moon over the water', document: lakeshoreDocument },
  { name: 'karachi-skyline', description: 'Karachi skyline by the sea: towers, the mausoleum dome, a minaret, palms', render: karachiSkyline },
  { name: 'twin-skyline', description: 'Ontario lakeshore and Karachi seafront joined in one sunset panorama', render: twinSkyline },
  { name: 'portrait', description: 'Abstract head-and-shoulders portrait of a team member, no face details', render: portrait },
];
