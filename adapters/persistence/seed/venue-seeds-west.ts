// Demo venues west of the Pedernales: Fredericksburg, Kerrville, Comfort, Bandera, Boerne.
import type { VenueSeed } from './venue-seed.js';

export const WEST_VENUES: readonly VenueSeed[] = [
  {
    name: 'Live Oak Hollow',
    street: '1402 Ranch Road 1376',
    city: 'Fredericksburg',
    type: 'outdoor',
    guests: [150, 200],
    price: 14500,
    rating: 4.9,
    reviews: 212,
    featured: true,
    scenes: ['oak-grove', 'hilltop', 'table', 'garden'],
    amenities: ['parking', 'outdoor', 'hills', 'dance', 'suite', 'tables', 'lights', 'arbor', 'fire'],
    styles: ['rustic', 'bohemian', 'romantic'],
    atmospheres: ['outdoor', 'intimate'],
    seasons: ['spring', 'fall'],
    description:
      'A grove of centuries-old live oaks shades the ceremony lawn on this 60-acre family ranch south of town. ' +
      'Guests walk a crushed-granite path to the altar tree, then gather under café lights strung between the limbs for dinner and dancing. ' +
      'The limestone farmhouse doubles as a bridal suite with a wraparound porch.',
  },
  {
    name: 'Pedernales Vineyard Estate',
    street: '8250 US-290 East',
    city: 'Fredericksburg',
    type: 'garden',
    guests: [180, 240],
    price: 21000,
    rating: 4.8,
    reviews: 164,
    featured: true,
    scenes: ['vineyard', 'estate', 'table', 'courtyard', 'garden'],
    amenities: ['parking', 'outdoor', 'hills', 'suite', 'dance', 'tours', 'tasting', 'access', 'coordinator', 'climate'],
    styles: ['elegant', 'garden', 'romantic'],
    atmospheres: ['luxurious', 'outdoor'],
    seasons: ['spring', 'fall'],
    description:
      'Twenty acres of Tempranillo and Viognier vines roll away from a terraced rose garden on the Wine Road 290. ' +
      'Ceremonies face the rows at sunset, and the cellar barrel room makes a candlelit backdrop for toasts. ' +
      'Guests can book a tasting flight in the tasting room before the reception.',
  },
  {
    name: 'The Sunday House on Main',
    street: '312 West Main Street',
    city: 'Fredericksburg',
    type: 'historic',
    guests: [50, 70],
    price: 4800,
    rating: 4.7,
    reviews: 58,
    scenes: ['chapel', 'courtyard', 'garden'],
    amenities: ['historic', 'outdoor', 'suite', 'tables', 'lights', 'parking'],
    styles: ['vintage', 'romantic'],
    atmospheres: ['intimate', 'cozy'],
    seasons: ['spring', 'fall', 'winter'],
    description:
      'Built in 1886 by a German farming family for weekend trips to church and market, this hand-cut limestone Sunday house now hosts small weddings and elopements. ' +
      'Exchange vows in the walled herb garden, then dine by the original stone hearth. ' +
      'Main Street shops and biergartens are a two-minute walk away.',
  },
  {
    name: "The Baron's Creek Ballroom",
    street: '1050 South Washington Street',
    city: 'Fredericksburg',
    type: 'ballroom',
    guests: [220, 300],
    price: 17500,
    rating: 4.6,
    reviews: 131,
    scenes: ['ballroom', 'courtyard', 'table', 'estate'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'access', 'coordinator', 'bar', 'lounge'],
    styles: ['elegant', 'modern', 'romantic'],
    atmospheres: ['grand', 'luxurious'],
    seasons: ['fall', 'winter', 'spring'],
    description:
      "Crystal chandeliers and tall arched windows overlooking Baron's Creek give this ballroom its quiet grandeur. " +
      'The in-house kitchen plates German-Texan menus of schnitzel sliders, smoked brisket and peach strudel. ' +
      'A stone courtyard with a fountain handles cocktail hour.',
  },
  {
    name: 'Guadalupe Bluff Ranch',
    street: '4400 Bandera Highway',
    city: 'Kerrville',
    type: 'outdoor',
    guests: [180, 240],
    price: 13800,
    rating: 4.7,
    reviews: 97,
    scenes: ['hilltop', 'river', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'river', 'arbor', 'tables', 'lights', 'lodging', 'fire'],
    styles: ['rustic', 'bohemian'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['spring', 'fall'],
    description:
      'The ceremony deck sits on a limestone bluff 80 feet above a bend in the Guadalupe, with cypress trees lining the water below. ' +
      'After dark the party moves to a pavilion with a stone fire pit and long farm tables. ' +
      'Three guest cabins on the ranch sleep the wedding party.',
  },
  {
    name: 'Water Street Ballroom',
    street: '820 Water Street',
    city: 'Kerrville',
    type: 'ballroom',
    guests: [240, 320],
    price: 19800,
    rating: 4.5,
    reviews: 176,
    scenes: ['ballroom', 'table', 'courtyard'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'access', 'piano', 'valet', 'bar'],
    styles: ['elegant', 'modern'],
    atmospheres: ['grand', 'luxurious'],
    seasons: ['fall', 'winter', 'summer'],
    description:
      'A restored 1920s mercantile building downtown, reborn as a ballroom with pressed-tin ceilings, a baby grand piano and polished oak floors. ' +
      'Floor-to-ceiling windows look toward the river trail. ' +
      'Catering and bar service are handled in-house.',
  },
  {
    name: 'Cypress Bend on the Guadalupe',
    street: '2700 Junction Highway',
    city: 'Kerrville',
    type: 'beach',
    guests: [130, 170],
    price: 11200,
    rating: 4.8,
    reviews: 88,
    scenes: ['river', 'oak-grove', 'garden', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'arbor', 'kayaks', 'tables', 'lights', 'pets'],
    styles: ['beach', 'bohemian', 'rustic'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'A gravel river beach and a mown lawn under bald cypress make this the Hill Country take on a beach wedding. ' +
      'Couples often say their vows barefoot at the water line. ' +
      'Afterwards guests float the shallows on kayaks and paddleboards before the dinner bell.',
  },
  {
    name: 'High Street Mercantile',
    street: '715 High Street',
    city: 'Comfort',
    type: 'historic',
    guests: [90, 120],
    price: 6400,
    rating: 4.6,
    reviews: 47,
    scenes: ['courtyard', 'chapel', 'table'],
    amenities: ['historic', 'parking', 'outdoor', 'tables', 'lights', 'climate', 'suite'],
    styles: ['vintage', 'rustic'],
    atmospheres: ['cozy', 'intimate'],
    seasons: ['fall', 'winter', 'spring'],
    description:
      'An 1880s limestone general store on one of the best-preserved historic streets in Texas. ' +
      'Original shelving, a long mesquite bar and hand-hewn cedar beams frame the reception room. ' +
      'The back courtyard under a pecan tree seats a small ceremony.',
  },
  {
    name: 'Guadalupe Pecan Orchard',
    street: '1680 FM 473',
    city: 'Comfort',
    type: 'garden',
    guests: [140, 180],
    price: 10900,
    rating: 4.7,
    reviews: 72,
    scenes: ['garden', 'oak-grove', 'river', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'arbor', 'tables', 'lights', 'dance', 'pets'],
    styles: ['garden', 'rustic', 'bohemian'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['fall', 'spring'],
    description:
      'Long rows of hundred-year-old pecan trees lead down to the Guadalupe River on this working orchard. ' +
      'Receptions are set on the grass between the trunks, with a plank dance floor and lanterns hung in the branches. ' +
      'In November guests can gather pecans as favors.',
  },
  {
    name: 'Comfort Ridge Vineyard',
    street: '3100 Old Highway 9',
    city: 'Comfort',
    type: 'outdoor',
    guests: [120, 160],
    price: 12200,
    rating: 4.9,
    reviews: 64,
    scenes: ['vineyard', 'hilltop', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'tours', 'tasting', 'arbor', 'tables', 'lights'],
    styles: ['romantic', 'garden', 'bohemian'],
    atmospheres: ['outdoor', 'intimate'],
    seasons: ['fall', 'spring'],
    description:
      'A small estate vineyard on a ridge above Cypress Creek, with views across three counties at sunset. ' +
      'The ceremony site is a cedar arbor at the end of the Malbec rows. ' +
      'Dinner is served at a single long table between the vines.',
  },
  {
    name: 'Medina Riverbank Lawn',
    street: '960 Main Street',
    city: 'Bandera',
    type: 'beach',
    guests: [140, 180],
    price: 9600,
    rating: 4.5,
    reviews: 69,
    scenes: ['river', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'tables', 'lights', 'pets', 'fire'],
    styles: ['beach', 'rustic'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['summer', 'spring', 'fall'],
    description:
      'A sloping lawn runs down to a sandy bank on the Medina River at the edge of town. ' +
      'Cypress roots make natural seating for ceremonies at the water, and a limestone fire ring warms cool evenings. ' +
      'Ideal for a relaxed, boots-welcome celebration.',
  },
  {
    name: 'The Silver Spur Dance Hall',
    street: '1208 State Highway 16 South',
    city: 'Bandera',
    type: 'historic',
    guests: [250, 350],
    price: 10800,
    rating: 4.7,
    reviews: 203,
    scenes: ['dancehall', 'table', 'oak-grove'],
    amenities: ['historic', 'dance', 'parking', 'stage', 'bar', 'tables', 'lights', 'outdoor'],
    styles: ['rustic', 'vintage'],
    atmospheres: ['casual', 'grand'],
    seasons: ['fall', 'spring', 'winter'],
    description:
      'A board-and-batten dance hall from 1936 in the self-proclaimed Cowboy Capital of the World. ' +
      'The worn pine floor has seen eighty years of two-stepping, and the propped-open side flaps let the evening breeze through. ' +
      'Bring a western swing band for the full experience.',
  },
  {
    name: 'Longhorn Ridge Barn',
    street: '5520 FM 1077',
    city: 'Bandera',
    type: 'barn',
    guests: [220, 300],
    price: 11900,
    rating: 4.6,
    reviews: 118,
    scenes: ['barn', 'hilltop', 'table', 'oak-grove'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'hills', 'tables', 'lights', 'lounge', 'pets'],
    styles: ['rustic', 'vintage'],
    atmospheres: ['casual', 'outdoor'],
    seasons: ['spring', 'fall'],
    description:
      'A red timber-frame barn on a working longhorn ranch, with sweeping views across the Medina valley. ' +
      'Sliding doors open both ends of the hall so the dance floor spills onto the lawn. ' +
      'The herd usually wanders over for photos.',
  },
  {
    name: 'Cibolo Creek Gardens',
    street: '140 River Road',
    city: 'Boerne',
    type: 'garden',
    guests: [140, 180],
    price: 13200,
    rating: 4.8,
    reviews: 142,
    scenes: ['garden', 'river', 'courtyard', 'table'],
    amenities: ['parking', 'outdoor', 'suite', 'arbor', 'tables', 'lights', 'access', 'rain', 'river'],
    styles: ['garden', 'romantic'],
    atmospheres: ['outdoor', 'intimate'],
    seasons: ['spring', 'fall'],
    description:
      'Formal rose beds, a wisteria pergola and a lawn that runs down to the spring-fed Cibolo Creek. ' +
      'The gardens are a five-minute walk from the Hauptstrasse, so out-of-town guests can stay in town without a shuttle. ' +
      'A covered terrace is held as the rain plan.',
  },
  {
    name: 'Hauptstrasse Hall',
    street: '402 South Main Street',
    city: 'Boerne',
    type: 'historic',
    guests: [180, 240],
    price: 14800,
    rating: 4.5,
    reviews: 91,
    scenes: ['dancehall', 'courtyard', 'table'],
    amenities: ['historic', 'dance', 'parking', 'climate', 'stage', 'bar', 'access', 'tables'],
    styles: ['vintage', 'elegant'],
    atmospheres: ['grand', 'cozy'],
    seasons: ['fall', 'winter', 'spring'],
    description:
      'The German singing society built this hall in 1891 for its Saengerfest, and its gabled limestone facade still anchors Main Street. ' +
      'Inside, a vaulted ceiling carries the sound of a band or a brass quartet. ' +
      'A tree-shaded beer garden out back seats cocktail hour.',
  },
  {
    name: 'The Esperanza Estate',
    street: '29 Sisterdale Road',
    city: 'Boerne',
    type: 'ballroom',
    guests: [260, 340],
    price: 42000,
    rating: 5.0,
    reviews: 38,
    featured: true,
    scenes: ['estate', 'ballroom', 'courtyard', 'table', 'garden'],
    amenities: ['parking', 'catering', 'suite', 'dance', 'climate', 'valet', 'lodging', 'coordinator', 'piano', 'hills'],
    styles: ['elegant', 'romantic', 'modern'],
    atmospheres: ['luxurious', 'grand'],
    seasons: ['spring', 'fall', 'winter'],
    description:
      'A limestone manor behind a ranch gate on 200 acres of rolling pasture, with a mirrored ballroom and a cypress-lined reflecting pool. ' +
      'Full-service weddings include a chef-led tasting, a dedicated planner and overnight suites for the wedding party. ' +
      'Only one wedding is booked per weekend.',
  },
];
