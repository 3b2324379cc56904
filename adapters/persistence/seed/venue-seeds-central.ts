// Demo venues along the Austin side of the hills: Wimberley, Dripping Springs, Driftwood,
// Johnson City, Blanco.
import type { VenueSeed } from './venue-seed.js';

export const CENTRAL_VENUES: readonly VenueSeed[] = [
  {
    name: 'Cypress Creek Gardens',
    street: '511 River Road',
    city: 'Wimberley',
    type: 'garden',
    guests: [120, 160],
    price: 11800,
    rating: 4.8,
    reviews: 154,
    scenes: ['garden', 'river', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'suite', 'arbor', 'tables', 'lights', 'access'],
    styles: ['garden', 'romantic', 'bohemian'],
    atmospheres: ['outdoor', 'intimate'],
    seasons: ['spring', 'fall'],
    description:
      'Terraced beds of salvia, lantana and native grasses step down to the clear water of Cypress Creek. ' +
      'A stone footbridge leads to the ceremony lawn, and a cypress canopy keeps it cool into June. ' +
      'The square, with its galleries and ice cream shops, is a short stroll away.',
  },
  {
    name: 'Blanco River Bend',
    street: '2200 FM 3237',
    city: 'Wimberley',
    type: 'beach',
    guests: [100, 140],
    price: 9500,
    rating: 4.7,
    reviews: 83,
    scenes: ['river', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'river', 'kayaks', 'tables', 'lights', 'lodging', 'pets'],
    styles: ['beach', 'bohemian'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['summer', 'spring'],
    description:
      'Flat limestone ledges make a natural stage where the Blanco River slows into a deep green swimming hole. ' +
      'Guests sit on the shady bank under cypress and sycamore. ' +
      'Two riverside cottages come with every Saturday booking.',
  },
  {
    name: 'Backbone Ridge Overlook',
    street: '9400 Ranch Road 32',
    city: 'Wimberley',
    type: 'outdoor',
    guests: [160, 220],
    price: 12900,
    rating: 4.6,
    reviews: 76,
    scenes: ['hilltop', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'arbor', 'tables', 'lights', 'dance', 'fire'],
    styles: ['bohemian', 'rustic', 'modern'],
    atmospheres: ['outdoor', 'grand'],
    seasons: ['fall', 'spring'],
    description:
      "Perched on the Devil's Backbone, the ceremony lawn looks west over layer after layer of blue hills. " +
      'Sunsets here are the main event, so ceremonies are timed to the golden hour. ' +
      'A steel-framed pavilion with a concrete dance floor handles the party.',
  },
  {
    name: 'Pecan Creek Barn',
    street: '1601 Fitzhugh Road',
    city: 'Dripping Springs',
    type: 'barn',
    guests: [200, 280],
    price: 16500,
    rating: 4.9,
    reviews: 248,
    featured: true,
    scenes: ['barn', 'garden', 'oak-grove', 'table'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'climate', 'tables', 'lights', 'lounge', 'coordinator', 'access'],
    styles: ['rustic', 'vintage', 'romantic'],
    atmospheres: ['casual', 'cozy'],
    seasons: ['spring', 'fall', 'winter'],
    description:
      'A white gable barn with reclaimed longleaf pine floors, sliding doors and a loft for the bride and her party. ' +
      'Pecan trees shade the lawn ceremony site beside a spring-fed creek. ' +
      'The hall is climate controlled, so winter weddings stay as cozy as October ones.',
  },
  {
    name: 'Onion Creek Chapel & Gardens',
    street: '2950 Creek Road',
    city: 'Dripping Springs',
    type: 'garden',
    guests: [150, 180],
    price: 15800,
    rating: 4.8,
    reviews: 121,
    scenes: ['chapel', 'garden', 'oak-grove', 'table'],
    amenities: ['parking', 'outdoor', 'chapel', 'suite', 'climate', 'tables', 'access', 'coordinator'],
    styles: ['romantic', 'garden', 'elegant'],
    atmospheres: ['intimate', 'outdoor'],
    seasons: ['spring', 'fall', 'winter'],
    description:
      'A white limestone chapel with a copper steeple stands at the end of a garden path lined with lavender and Mexican feather grass. ' +
      'Ceremonies move inside or out depending on the weather. ' +
      'Receptions follow in the garden, or in the glass-walled hall when nights turn cool.',
  },
  {
    name: 'Twin Oaks Ranch',
    street: '4300 Ranch Road 12',
    city: 'Dripping Springs',
    type: 'outdoor',
    guests: [250, 350],
    price: 19500,
    rating: 4.7,
    reviews: 167,
    scenes: ['oak-grove', 'hilltop', 'barn', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'dance', 'suite', 'tables', 'lights', 'arbor', 'shuttle'],
    styles: ['rustic', 'bohemian'],
    atmospheres: ['outdoor', 'grand'],
    seasons: ['spring', 'fall'],
    description:
      "Two enormous live oaks, said to be more than 300 years old, frame the ceremony site on this 80-acre ranch. " +
      'A hay meadow beyond fills with bluebonnets and Indian paintbrush each April. ' +
      'A shuttle runs from the hotels on Highway 290.',
  },
  {
    name: 'The Mercer Street Ballroom',
    street: '210 Mercer Street',
    city: 'Dripping Springs',
    type: 'ballroom',
    guests: [300, 400],
    price: 24000,
    rating: 4.6,
    reviews: 143,
    scenes: ['ballroom', 'courtyard', 'table'],
    amenities: ['parking', 'catering', 'dance', 'suite', 'climate', 'access', 'valet', 'bar', 'coordinator'],
    styles: ['elegant', 'modern'],
    atmospheres: ['grand', 'luxurious'],
    seasons: ['fall', 'winter', 'spring', 'summer'],
    description:
      'The largest ballroom in the Wedding Capital of Texas, with 24-foot ceilings, three chandeliers and a limestone terrace. ' +
      'It seats 300 for dinner without losing the dance floor. ' +
      'In-house chefs cook everything from plated beef tenderloin to a late-night taco bar.',
  },
  {
    name: 'Driftwood Oak Pavilion',
    street: '15600 FM 1826',
    city: 'Driftwood',
    type: 'outdoor',
    guests: [200, 280],
    price: 16800,
    rating: 4.9,
    reviews: 189,
    featured: true,
    scenes: ['oak-grove', 'garden', 'hilltop', 'table', 'barn'],
    amenities: ['parking', 'outdoor', 'hills', 'dance', 'suite', 'catering', 'tables', 'lights', 'rain', 'fire'],
    styles: ['rustic', 'bohemian', 'romantic'],
    atmospheres: ['outdoor', 'casual'],
    seasons: ['spring', 'fall'],
    description:
      'An open-sided cedar pavilion sits in a grove of live oaks with room for 200 at long tables. ' +
      'The catering team smokes brisket and sausage on site, so the whole hillside smells of post oak. ' +
      'Sides of the pavilion roll down if a spring storm blows through.',
  },
  {
    name: 'The Barn at Driftwood Springs',
    street: '900 Elder Hill Road',
    city: 'Driftwood',
    type: 'barn',
    guests: [250, 350],
    price: 21500,
    rating: 4.8,
    reviews: 204,
    scenes: ['barn', 'oak-grove', 'table', 'garden'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'climate', 'lounge', 'lights', 'coordinator', 'lodging'],
    styles: ['rustic', 'modern', 'romantic'],
    atmospheres: ['casual', 'grand'],
    seasons: ['spring', 'fall', 'winter'],
    description:
      'A modern take on the Texas barn: a soaring steel-and-cedar hall with iron chandeliers and twenty-foot glass doors. ' +
      'Two springs feed the pond in front, where ceremonies happen on a stone point. ' +
      'A farmhouse on site sleeps twelve.',
  },
  {
    name: 'Driftwood Vineyard Terrace',
    street: '2400 Camp Ben McCulloch Road',
    city: 'Driftwood',
    type: 'garden',
    guests: [130, 170],
    price: 14200,
    rating: 4.7,
    reviews: 96,
    scenes: ['vineyard', 'courtyard', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'tours', 'tasting', 'suite', 'tables', 'lights'],
    styles: ['garden', 'elegant', 'bohemian'],
    atmospheres: ['intimate', 'outdoor'],
    seasons: ['fall', 'spring'],
    description:
      'A flagstone terrace hangs over the vines, with a view that runs all the way to the Onion Creek valley. ' +
      'The winery pours its own Tempranillo and a sparkling Blanc du Bois for toasts. ' +
      'A small courtyard with an olive tree is used for cocktail hour.',
  },
  {
    name: 'Pedernales Falls Riverside',
    street: '6100 FM 3232',
    city: 'Johnson City',
    type: 'beach',
    guests: [60, 90],
    price: 4500,
    rating: 4.6,
    reviews: 41,
    scenes: ['river', 'hilltop', 'oak-grove'],
    amenities: ['parking', 'outdoor', 'river', 'hills', 'arbor', 'pets'],
    styles: ['beach', 'bohemian'],
    atmospheres: ['intimate', 'outdoor'],
    seasons: ['spring', 'summer', 'fall'],
    description:
      'A private stretch of sandy bank on the Pedernales, a few bends downstream from the falls. ' +
      'Small ceremonies stand on the tilted limestone slabs with the river pouring past. ' +
      'It suits elopements and intimate weddings rather than big receptions.',
  },
  {
    name: 'Bluebonnet Hill Barn',
    street: '3850 US-281 North',
    city: 'Johnson City',
    type: 'barn',
    guests: [160, 220],
    price: 11500,
    rating: 4.7,
    reviews: 102,
    scenes: ['barn', 'garden', 'hilltop', 'table'],
    amenities: ['parking', 'dance', 'suite', 'outdoor', 'hills', 'tables', 'lights', 'pets'],
    styles: ['rustic', 'garden', 'vintage'],
    atmospheres: ['casual', 'cozy'],
    seasons: ['spring', 'fall'],
    description:
      'In early April the hill in front of this white barn turns solid blue with bluebonnets, and photographers book a year ahead. ' +
      'The barn keeps its original tin roof and hay loft. ' +
      'The loft is now a getting-ready suite with a clawfoot tub.',
  },
  {
    name: 'The 1890 Stone Mercantile',
    street: '104 Nugent Avenue',
    city: 'Johnson City',
    type: 'historic',
    guests: [90, 120],
    price: 5900,
    rating: 4.5,
    reviews: 37,
    scenes: ['courtyard', 'chapel', 'table'],
    amenities: ['historic', 'parking', 'tables', 'climate', 'outdoor', 'lights'],
    styles: ['vintage', 'rustic'],
    atmospheres: ['cozy', 'intimate'],
    seasons: ['winter', 'fall', 'spring'],
    description:
      'Two-foot-thick limestone walls, a pressed-tin ceiling and the original heart-pine counters from 1890. ' +
      'The shop sits a block from the courthouse square. ' +
      'Winter weddings glow here, with candles in the deep window sills and a wood stove in the corner.',
  },
  {
    name: 'Blanco River Mill',
    street: '305 Fourth Street',
    city: 'Blanco',
    type: 'historic',
    guests: [180, 240],
    price: 12600,
    rating: 4.7,
    reviews: 88,
    scenes: ['river', 'courtyard', 'table'],
    amenities: ['historic', 'river', 'outdoor', 'parking', 'dance', 'suite', 'tables', 'lights'],
    styles: ['vintage', 'rustic', 'romantic'],
    atmospheres: ['cozy', 'outdoor'],
    seasons: ['fall', 'spring'],
    description:
      'A cotton gin and grist mill from the 1870s, restored with its stone walls and timber trusses intact. ' +
      'The old millrace lawn drops to a low dam on the Blanco River, where ceremonies hear the water spilling over. ' +
      'Receptions fill the main mill floor.',
  },
  {
    name: 'Lavender Hill Gardens',
    street: '2810 FM 165',
    city: 'Blanco',
    type: 'garden',
    guests: [110, 150],
    price: 9900,
    rating: 4.9,
    reviews: 67,
    scenes: ['garden', 'hilltop', 'table'],
    amenities: ['parking', 'outdoor', 'hills', 'arbor', 'suite', 'tables', 'lights'],
    styles: ['garden', 'romantic', 'bohemian'],
    atmospheres: ['intimate', 'outdoor'],
    seasons: ['spring', 'summer'],
    description:
      'Rows of Provence and Grosso lavender bloom purple from late May, in the town that calls itself the Lavender Capital of Texas. ' +
      'The ceremony arbor sits at the top of the field. ' +
      'Guests take home bundles cut that morning.',
  },
  {
    name: 'Blanco Valley Barn',
    street: '1120 US-281 South',
    city: 'Blanco',
    type: 'barn',
    guests: [150, 200],
    price: 8800,
    rating: 4.5,
    reviews: 59,
    scenes: ['barn', 'oak-grove', 'table'],
    amenities: ['parking', 'dance', 'outdoor', 'tables', 'lights', 'pets', 'fire'],
    styles: ['rustic', 'vintage'],
    atmospheres: ['casual', 'cozy'],
    seasons: ['fall', 'spring'],
    description:
      'A no-fuss red barn in a pasture of live oaks, with a concrete dance floor and room for a food truck or two. ' +
      'Couples bring their own caterer and bar service. ' +
      'That keeps it one of the best values in the hills.',
  },
];
