// Demo venues on the Guadalupe and the Highland Lakes: New Braunfels, Canyon Lake,
// Marble Falls, Spicewood, Burnet.
import type { VenueSeed } from './venue-seed.js';

export const LAKES_VENUES: readonly VenueSeed[] = [
  {
    name: 'The Gruene Mercantile Hall',
    street: '1281 Gruene Road',
    city: 'New Braunfels',
    type: 'historic',
    guests: [200, 260],
    price: 15500,
    rating: 4.8,
    reviews: 236,
    featured: true,
    scenes: ['dancehall', 'river', 'table', 'oak-grove'],
    amenities: ['historic', 'dance', 'parking', 'stage', 'bar', 'outdoor', 'tables', 'lights', 'river'],
    styles: ['vintage', 'rustic'],
    atmospheres: ['casual', 'grand'],
    seasons: ['fall', 'spring', 'winter'],
    description:
      'The 1878 cotton merchant hall in Gruene still has its long wooden bar, wide plank floors and open-air side panels. ' +
      'A pecan-shaded yard runs down toward the Guadalupe for ceremonies. ' +
      'Dance halls do not come more Texan than this.',
  },
  {
    name: 'Guadalupe Riverside Lawn',
    street: '1700 River Road',
    city: 'New Braunfels',
    type: 'beach',
    guests: [150, 200],
    price: 12500,
    rating: 4.6,
    reviews: 112,
    scenes: ['river', 'garden', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'kayaks', 'arbor', 'tables', 'lights', 'suite'],
    styles: ['beach', 'bohemian', 'romantic'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'A wide lawn and a private gravel beach along the rapids of River Road, where the Guadalupe runs fast and clear. ' +
      'Cypress knees and limestone boulders frame the ceremony site. ' +
      'Many couples host a tubing brunch the day after.',
  },
  {
    name: 'Comal Springs Garden House',
    street: '640 Landa Street',
    city: 'New Braunfels',
    type: 'garden',
    guests: [100, 140],
    price: 9800,
    rating: 4.7,
    reviews: 79,
    scenes: ['garden', 'river', 'courtyard'],
    amenities: ['parking', 'outdoor', 'river', 'suite', 'arbor', 'tables', 'access'],
    styles: ['garden', 'vintage', 'romantic'],
    atmospheres: ['intimate', 'outdoor'],
    seasons: ['spring', 'fall', 'summer'],
    description:
      'A 1920s garden house with a screened porch beside the spring-fed Comal, the shortest river in Texas. ' +
      'Its lawn stays green through August thanks to the 72-degree springs. ' +
      'Oak and pecan shade the ceremony circle.',
  },
  {
    name: 'The Landa Street Ballroom',
    street: '455 Landa Street',
    city: 'New Braunfels',
    type: 'ballroom',
    guests: [300, 400],
    price: 22000,
    rating: 4.5,
    reviews: 158,
    scenes: ['ballroom', 'courtyard', 'table'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'access', 'bar', 'valet', 'lounge'],
    styles: ['elegant', 'modern', 'romantic'],
    atmospheres: ['grand', 'luxurious'],
    seasons: ['fall', 'winter', 'spring', 'summer'],
    description:
      'A grand ballroom with a sprung maple dance floor, gilded mirrors and arched windows onto a courtyard fountain. ' +
      'The German-trained pastry chef is known for Black Forest wedding cakes. ' +
      'Large weddings of up to 400 fit comfortably.',
  },
  {
    name: 'Canyon Lake Cove',
    street: '1900 Canyon Bend Drive',
    city: 'Canyon Lake',
    type: 'beach',
    guests: [150, 200],
    price: 14900,
    rating: 4.7,
    reviews: 127,
    scenes: ['lake', 'garden', 'table'],
    amenities: ['parking', 'outdoor', 'lake', 'hills', 'dock', 'kayaks', 'suite', 'tables', 'lights'],
    styles: ['beach', 'romantic', 'bohemian'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'A quiet cove of Canyon Lake with a white sand beach, a private dock and a gazebo at the end of the pier. ' +
      'Ceremonies face the water with the Guadalupe hills rising behind. ' +
      'Guests can arrive by boat.',
  },
  {
    name: 'Canyon Lake Lodge Ballroom',
    street: '7800 FM 2673',
    city: 'Canyon Lake',
    type: 'ballroom',
    guests: [200, 260],
    price: 15200,
    rating: 4.4,
    reviews: 86,
    scenes: ['ballroom', 'lake', 'table'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'lake', 'lodging', 'access'],
    styles: ['elegant', 'modern', 'beach'],
    atmospheres: ['grand', 'cozy'],
    seasons: ['winter', 'fall', 'spring'],
    description:
      'A lodge ballroom with a wall of arched windows over the lake and a stone fireplace big enough to stand in. ' +
      'Winter weddings here feel like a mountain resort. ' +
      'Forty lodge rooms can be blocked for guests.',
  },
  {
    name: 'Rebecca Creek Ranch',
    street: '3300 Rebecca Creek Road',
    city: 'Canyon Lake',
    type: 'outdoor',
    guests: [120, 160],
    price: 9200,
    rating: 4.6,
    reviews: 54,
    scenes: ['oak-grove', 'hilltop', 'barn'],
    amenities: ['parking', 'outdoor', 'hills', 'arbor', 'tables', 'lights', 'pets'],
    styles: ['rustic', 'bohemian'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['spring', 'fall'],
    description:
      'A rocky ridge of cedar and live oak above Rebecca Creek, with a ceremony clearing carved out of the woods. ' +
      'Deer wander past most evenings. ' +
      'Bring your own caterer and tent, or rent the ranch package with tables and lights included.',
  },
  {
    name: 'Sunset Point on Lake LBJ',
    street: '4210 FM 2147 West',
    city: 'Marble Falls',
    type: 'beach',
    guests: [200, 260],
    price: 18900,
    rating: 4.9,
    reviews: 176,
    featured: true,
    scenes: ['lake', 'hilltop', 'table', 'garden'],
    amenities: ['parking', 'outdoor', 'lake', 'dock', 'suite', 'dance', 'catering', 'lights', 'kayaks', 'access'],
    styles: ['beach', 'romantic', 'modern'],
    atmospheres: ['outdoor', 'luxurious'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'A granite point on constant-level Lake LBJ, where the sun sets straight across the water. ' +
      'Ceremonies take place on a boardwalk pier with a white pergola. ' +
      'The reception lawn hosts a lakeside dinner catered by the venue.',
  },
  {
    name: 'Granite Mountain Barn',
    street: '2601 FM 1431',
    city: 'Marble Falls',
    type: 'barn',
    guests: [180, 240],
    price: 12800,
    rating: 4.6,
    reviews: 93,
    scenes: ['barn', 'hilltop', 'table'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'hills', 'climate', 'tables', 'lights'],
    styles: ['rustic', 'modern'],
    atmospheres: ['casual', 'grand'],
    seasons: ['fall', 'spring', 'winter'],
    description:
      'A pink-granite-and-timber barn facing the dome of Granite Mountain, whose stone built the Texas Capitol. ' +
      'Big doors on each end open to a hillside lawn. ' +
      'The concrete-floored hall stays cool in the heat.',
  },
  {
    name: 'The Highlander Ballroom',
    street: '1500 Mormon Mill Road',
    city: 'Marble Falls',
    type: 'ballroom',
    guests: [220, 300],
    price: 17200,
    rating: 4.5,
    reviews: 104,
    scenes: ['ballroom', 'lake', 'table'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'access', 'bar', 'coordinator'],
    styles: ['elegant', 'modern'],
    atmospheres: ['grand', 'luxurious'],
    seasons: ['winter', 'fall', 'spring', 'summer'],
    description:
      'A contemporary ballroom with clerestory windows and a terrace looking out over Lake Marble Falls. ' +
      'The house band stage and LED dance floor make it a favorite for big, late parties. ' +
      'Catering includes a Texas wine pairing.',
  },
  {
    name: 'Lake Travis Cliffside',
    street: '21000 Cliffside Drive',
    city: 'Spicewood',
    type: 'beach',
    guests: [160, 220],
    price: 28500,
    rating: 4.9,
    reviews: 142,
    featured: true,
    scenes: ['lake', 'estate', 'table', 'hilltop', 'ballroom'],
    amenities: ['parking', 'outdoor', 'lake', 'hills', 'dock', 'suite', 'catering', 'valet', 'lodging', 'coordinator'],
    styles: ['beach', 'elegant', 'modern'],
    atmospheres: ['luxurious', 'outdoor'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'An infinity-edge terrace on a limestone cliff 100 feet above Lake Travis, with a staircase down to a private dock. ' +
      'Sunset ceremonies glow gold off the water, and the estate house hosts an indoor reception when it rains. ' +
      'Guest villas sleep 24.',
  },
  {
    name: 'Spicewood Vineyard Estate',
    street: '1200 County Road 409',
    city: 'Spicewood',
    type: 'garden',
    guests: [180, 240],
    price: 19900,
    rating: 4.8,
    reviews: 118,
    scenes: ['vineyard', 'estate', 'garden', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'tours', 'tasting', 'suite', 'dance', 'climate', 'coordinator'],
    styles: ['elegant', 'garden', 'romantic'],
    atmospheres: ['luxurious', 'outdoor'],
    seasons: ['fall', 'spring'],
    description:
      'A Tuscan-style stone villa surrounded by 30 acres of Sangiovese and Mourvèdre. ' +
      'Ceremonies take place under an olive-tree allée, and dinner follows on the loggia. ' +
      'Harvest weddings in September come with grape-stomping for the brave.',
  },
  {
    name: 'Pace Bend Overlook Ranch',
    street: '2900 Pace Bend Road North',
    city: 'Spicewood',
    type: 'outdoor',
    guests: [140, 200],
    price: 13500,
    rating: 4.7,
    reviews: 71,
    scenes: ['hilltop', 'lake', 'oak-grove'],
    amenities: ['parking', 'outdoor', 'hills', 'lake', 'arbor', 'tables', 'lights', 'fire'],
    styles: ['bohemian', 'rustic', 'beach'],
    atmospheres: ['outdoor', 'intimate'],
    seasons: ['fall', 'spring', 'winter'],
    description:
      'A grassy bluff on the Pace Bend peninsula, with Lake Travis visible on three sides. ' +
      'The ranch keeps things simple: a cedar arbor, farm tables and a fire pit for s’mores after the last dance. ' +
      'Winter sunsets here are spectacular.',
  },
  {
    name: 'Buchanan Shoreline Lodge',
    street: '11000 State Highway 29 West',
    city: 'Burnet',
    type: 'beach',
    guests: [120, 160],
    price: 10200,
    rating: 4.5,
    reviews: 62,
    scenes: ['lake', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'lake', 'dock', 'lodging', 'kayaks', 'tables', 'fire'],
    styles: ['beach', 'rustic'],
    atmospheres: ['casual', 'outdoor'],
    seasons: ['summer', 'fall'],
    description:
      'A 1950s fishing lodge on the shore of Lake Buchanan, with a long dock, a sandy swimming beach and a row of cabins. ' +
      'Weekend buyouts turn it into a summer-camp wedding for the whole family. ' +
      'Bald eagles winter across the lake.',
  },
  {
    name: 'Hamilton Creek Barn',
    street: '1700 County Road 340',
    city: 'Burnet',
    type: 'barn',
    guests: [180, 240],
    price: 9900,
    rating: 4.6,
    reviews: 84,
    scenes: ['barn', 'river', 'table'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'river', 'tables', 'lights', 'pets'],
    styles: ['rustic', 'vintage'],
    atmospheres: ['casual', 'cozy'],
    seasons: ['spring', 'fall'],
    description:
      'A 1930s dairy barn beside Hamilton Creek, where the creek tumbles over a ledge into a clear pool. ' +
      'Milking stalls have become a rustic bar, and the loft holds the bridal suite. ' +
      'Ceremonies take place on the creek bank under pecans.',
  },
  {
    name: 'Old Granite Hall on the Square',
    street: '108 South Main Street',
    city: 'Burnet',
    type: 'historic',
    guests: [120, 160],
    price: 7200,
    rating: 4.4,
    reviews: 33,
    scenes: ['courtyard', 'ballroom', 'table'],
    amenities: ['historic', 'parking', 'dance', 'climate', 'access', 'tables'],
    styles: ['vintage', 'elegant'],
    atmospheres: ['cozy', 'intimate'],
    seasons: ['winter', 'fall', 'spring'],
    description:
      'An 1889 Masonic lodge of pink granite on the courthouse square, with a second-floor hall under a coffered ceiling. ' +
      'Tall windows look over the square. ' +
      'An elevator keeps the upstairs hall accessible for every guest.',
  },
];
