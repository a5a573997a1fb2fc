import { NAMES } from './site';

/*
 * Hotel detail pages. Each record names its card in content/canada-portfolio.ts
 * by slug; the name, location, rating, reviews, rooms and opening year shown on
 * the page come from that card, so a new review count is edited in one place.
 */

const hotelSite = (city: string) => `https://www.${NAMES.hotelFranchiseSlug.replace(/-/g, '')}${city}.com`;

export const hotelDetails = [
  {
    slug: 'oshawa',
    subtitle: 'A full-service stay in the heart of Durham Region',
    address: { streetAddress: '1350 Champlain Avenue', locality: 'Oshawa', region: 'ON', postalCode: 'L1J 0B6', country: 'CA' },
    description: [
      `${NAMES.hotelFranchise} Oshawa stands at the Champlain Avenue exit of Highway 401, ten minutes from downtown Oshawa and the Tribute Communities Centre and a short drive from Ontario Tech University, Durham College and Lakeridge Health. It is the hotel Durham Region books for visiting families, hockey tournaments, weddings at the convention centre next door and project teams working at the Darlington nuclear station.`,
      'Rooms are quiet and generously sized, with pillow-top beds, work desks and blackout curtains; suites add a sofa bed and a kitchenette for longer stays. Mornings start with a hot breakfast, evenings end at the indoor saltwater pool, and parking is always free.',
    ],
    heroImage: { src: '/images/hotels/oshawa-hero.jpg', alt: `${NAMES.hotelFranchise} Oshawa lit up at night beside Highway 401` },
    images: [
      { src: '/images/hotels/oshawa-lobby.jpg', alt: 'The double-height lobby with a stone fireplace and lounge seating' },
      { src: '/images/hotels/oshawa-king-room.jpg', alt: 'A king room with a pillow-top bed and a work desk by the window' },
      { src: '/images/hotels/oshawa-pool.jpg', alt: 'The indoor saltwater pool and whirlpool under skylights' },
      { src: '/images/hotels/oshawa-breakfast.jpg', alt: 'The breakfast room set with hot dishes, fruit and fresh waffles' },
      { src: '/images/hotels/oshawa-suite.jpg', alt: 'A one-bedroom suite with a sofa bed and kitchenette' },
      { src: '/images/hotels/oshawa-fitness.jpg', alt: 'The fitness centre with treadmills and free weights' },
    ],
    features: [
      { icon: 'building', label: 'Convention centre next door', description: 'Walk from your room to the Oshawa Convention Center’s ballroom and meeting rooms.' },
      { icon: 'car', label: 'On Highway 401', description: 'Direct access from the Champlain Avenue exit, with the Oshawa GO station five minutes away.' },
      { icon: 'breakfast', label: 'Hot breakfast included', description: 'Eggs, sausages, waffles, fruit and halal options every morning from 6:30.' },
      { icon: 'bed', label: 'Suites for longer stays', description: 'Kitchenette suites with a separate living area for families and project crews.' },
    ],
    amenities: [
      { icon: 'pool', label: 'Indoor saltwater pool', description: 'Heated pool and whirlpool, open daily from 7:00 AM to 10:00 PM.' },
      { icon: 'fitness', label: 'Fitness centre', description: 'Cardio machines, free weights and a stretching area, open around the clock.' },
      { icon: 'wifi', label: 'Free high-speed Wi-Fi', description: 'Fast, free internet in every room and across the meeting spaces.' },
      { icon: 'parking', label: 'Free parking', description: 'Free surface parking with spaces for buses, trailers and EV charging.' },
      { icon: 'meeting', label: 'Meeting rooms', description: 'Boardrooms for up to twenty-four, plus the convention centre next door.' },
      { icon: 'laundry', label: 'Guest laundry', description: 'Coin-free guest laundry on the second floor, and same-day valet service.' },
      { icon: 'accessible', label: 'Accessible rooms', description: 'Roll-in showers, visual alarms and lowered fixtures in designated rooms.' },
      { icon: 'pet', label: 'Pet-friendly floor', description: 'Dogs under twenty-five kilograms welcome on our ground-floor pet rooms.' },
    ],
    details: [
      { label: 'Check-in', value: '3:00 PM' },
      { label: 'Check-out', value: '11:00 AM' },
      { label: 'Parking', value: 'Free on-site parking, EV chargers' },
      { label: 'Pets', value: 'Dogs welcome in pet rooms (fee applies)' },
      { label: 'Breakfast', value: 'Hot breakfast included, 6:30–10:00 AM' },
      { label: 'Smoking', value: 'Smoke-free property' },
    ],
    attractions: [
      { name: 'Canadian Automotive Museum', description: 'Seventy-plus vintage cars in a 1920s dealership, telling the story of Oshawa’s General Motors heritage.', distance: '6 km' },
      { name: 'Parkwood Estate', description: 'The Sam McLaughlin mansion and formal gardens, a National Historic Site and a favourite film location.', distance: '8 km' },
      { name: 'Lakeview Park', description: 'Sandy Lake Ontario beach, picnic grounds and the Oshawa Sydenham Museum’s heritage houses.', distance: '5 km' },
      { name: 'Tribute Communities Centre', description: 'Home of the OHL’s Oshawa Generals and the city’s biggest concerts.', distance: '7 km' },
      { name: 'Oshawa Centre', description: 'Durham Region’s largest shopping centre, with more than two hundred stores and restaurants.', distance: '3 km' },
      { name: 'Ontario Tech University & Durham College', description: 'The shared north Oshawa campus, with its own recreation and athletics facilities.', distance: '12 km' },
    ],
    bookingUrl: `${hotelSite('oshawa')}/book`,
    websiteUrl: hotelSite('oshawa'),
    lease: {
      intro: 'Two long-term tenants lease space on the hotel’s ground floor, giving guests dinner and a night out without getting in the car. Both operate independently under signed leases.',
      tenants: [
        { icon: 'restaurant', kind: 'Restaurant', name: NAMES.oshawaLeaseRestaurant, description: 'A steakhouse-style grill named for Oshawa’s automotive past, serving lunch and dinner, with a patio in summer and hotel room-charge available.' },
        { icon: 'music', kind: 'Comedy club', name: NAMES.oshawaComedyClub, description: 'Stand-up from Toronto and touring comics every Thursday to Saturday night, with open-mic evenings on Wednesdays.' },
      ],
    },
  },
  {
    slug: 'brockville',
    subtitle: 'Your base for the Thousand Islands and the St. Lawrence',
    address: { streetAddress: '1200 Stewart Boulevard', locality: 'Brockville', region: 'ON', postalCode: 'K6V 7H2', country: 'CA' },
    description: [
      `${NAMES.hotelFranchise} Brockville sits at the Stewart Boulevard exit of Highway 401, halfway between Toronto and Montreal and five minutes from the historic downtown on the St. Lawrence River. Guests come for the Thousand Islands boat cruises, the Aquatarium and the Brockville Railway Tunnel, and for a calm, reliable night on the road between Ottawa and Kingston.`,
      'Every room has a pillow-top bed, a refrigerator and a microwave; many look out over the landscaped grounds. A hot breakfast is included, the indoor pool is open late, and the front desk will happily book your island cruise or recommend a table downtown.',
    ],
    heroImage: { src: '/images/hotels/brockville-hero.jpg', alt: `${NAMES.hotelFranchise} Brockville at sunset with its porte-cochère lit` },
    images: [
      { src: '/images/hotels/brockville-lobby.jpg', alt: 'The lobby lounge with armchairs and a river-themed mural' },
      { src: '/images/hotels/brockville-queen-room.jpg', alt: 'A room with two queen beds and a view of the grounds' },
      { src: '/images/hotels/brockville-pool.jpg', alt: 'The indoor pool with lounge chairs along the windows' },
      { src: '/images/hotels/brockville-breakfast.jpg', alt: 'A breakfast buffet with hot dishes and fresh coffee' },
      { src: '/images/hotels/brockville-suite.jpg', alt: 'A whirlpool suite with a king bed and sitting area' },
      { src: '/images/hotels/brockville-meeting.jpg', alt: 'The meeting room set classroom-style for a training day' },
    ],
    features: [
      { icon: 'map', label: 'Gateway to the Thousand Islands', description: 'Cruise docks, the Aquatarium and Blockhouse Island within ten minutes.' },
      { icon: 'car', label: 'Right off Highway 401', description: 'Easy on, easy off at Stewart Boulevard for travellers between Toronto and Montreal.' },
      { icon: 'breakfast', label: 'Hot breakfast included', description: 'A full hot breakfast every morning, with grab-and-go bags for early departures.' },
      { icon: 'star', label: 'Whirlpool suites', description: 'King suites with an in-room whirlpool for anniversaries and weekends away.' },
    ],
    amenities: [
      { icon: 'pool', label: 'Indoor pool', description: 'Heated pool and hot tub, open daily until 11:00 PM.' },
      { icon: 'fitness', label: 'Fitness room', description: 'Treadmills, a bike and free weights, open around the clock.' },
      { icon: 'wifi', label: 'Free Wi-Fi', description: 'Free high-speed internet throughout the hotel.' },
      { icon: 'parking', label: 'Free parking', description: 'Free parking with room for trucks, boats and trailers.' },
      { icon: 'coffee', label: 'Coffee bar', description: 'Fresh coffee and tea in the lobby, all day and all night.' },
      { icon: 'meeting', label: 'Meeting room', description: 'A flexible room for up to forty, with a screen and catering.' },
      { icon: 'accessible', label: 'Accessible rooms', description: 'Roll-in showers and accessible parking near the entrance.' },
      { icon: 'pet', label: 'Pet-friendly', description: 'Dogs welcome in designated rooms, with a walking trail behind the hotel.' },
    ],
    details: [
      { label: 'Check-in', value: '3:00 PM' },
      { label: 'Check-out', value: '11:00 AM' },
      { label: 'Parking', value: 'Free, including trailer and boat parking' },
      { label: 'Pets', value: 'Dogs welcome in designated rooms (fee applies)' },
      { label: 'Breakfast', value: 'Hot breakfast included, 6:30–10:00 AM' },
      { label: 'Smoking', value: 'Smoke-free property' },
    ],
    attractions: [
      { name: 'Brockville Railway Tunnel', description: 'Canada’s first railway tunnel, lit with a changing light-and-sound show along its length.', distance: '5 km' },
      { name: 'Aquatarium', description: 'A hands-on museum of the St. Lawrence and the Thousand Islands, with otters and a shipwreck exhibit.', distance: '5 km' },
      { name: 'Thousand Islands cruises', description: 'Narrated boat tours through the islands and past the heritage summer homes of the St. Lawrence.', distance: '5 km' },
      { name: 'Fulford Place', description: 'A thirty-five-room Edwardian mansion on the river, open for tours and afternoon tea.', distance: '6 km' },
      { name: 'Blockhouse Island', description: 'A waterfront park at the foot of downtown, with a marina, picnic lawns and river views.', distance: '5 km' },
      { name: 'St. Lawrence Park', description: 'A riverside beach and campground with swimming, a boat launch and shaded trails.', distance: '7 km' },
    ],
    bookingUrl: `${hotelSite('brockville')}/book`,
    websiteUrl: hotelSite('brockville'),
    lease: null,
  },
] as const;
