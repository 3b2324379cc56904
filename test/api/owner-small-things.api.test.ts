import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { sentMail } from '../support/sent-mail.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: ReturnType<typeof browserAgent>;
let stranger: ReturnType<typeof browserAgent>;
let venueId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  stranger = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  await signUpAndSignIn(t, stranger, signUpBody({ accountType: 'venue', firstName: 'Nora', lastName: 'Vance', email: 'nora@example.com', details: { venueName: 'Cedar Chapel' } }), { verified: true });
  venueId = (await owner.get('/api/my/venues')).body[0].id;
});
afterAll(() => t.close());

async function newInquiry(coupleName: string): Promise<string> {
  const res = await request(t.http)
    .post('/api/inquiries')
    .send({ venueId, coupleName, email: `${coupleName.toLowerCase()}@example.com`, guestCount: 90, message: 'Is June open?' })
    .expect(201);
  return res.body.id;
}

describe('a handled inquiry', () => {
  it('reopens as New when the owner had not replied, and can then be marked handled again', async () => {
    const id = await newInquiry('Lena');
    expect((await owner.patch(`/api/inquiries/${id}`).send({ status: 'closed' }).expect(200)).body.status).toBe('closed');
    expect((await owner.patch(`/api/inquiries/${id}`).send({ status: 'open' }).expect(200)).body).toMatchObject({ status: 'pending', repliedAt: null });
    expect((await owner.patch(`/api/inquiries/${id}`).send({ status: 'closed' }).expect(200)).body.status).toBe('closed');
  });

  it('reopens as Replied when the owner had replied, keeping the first reply time', async () => {
    const id = await newInquiry('Mara');
    const replied = (await owner.post(`/api/inquiries/${id}/reply`).send({ message: 'Yes, June 12 is open.' }).expect(200)).body;
    await owner.patch(`/api/inquiries/${id}`).send({ status: 'closed' }).expect(200);
    const reopened = (await owner.patch(`/api/inquiries/${id}`).send({ status: 'open' }).expect(200)).body;
    expect(reopened).toMatchObject({ status: 'replied', repliedAt: replied.repliedAt });
  });

  it('can still be replied to: the couple gets the email and the inquiry is open again', async () => {
    const id = await newInquiry('Ines');
    await owner.patch(`/api/inquiries/${id}`).send({ status: 'closed' }).expect(200);
    const res = await owner.post(`/api/inquiries/${id}/reply`).send({ message: 'One more thing: parking is free.' }).expect(200);
    expect(res.body.status).toBe('replied');
    const mail = await sentMail(t, { to: 'ines@example.com', template: 'inquiry-reply' });
    expect(mail[0]?.body).toContain('parking is free');
  });

  it('refuses a status that is not closed or open, naming the field, and lets no other owner reopen it', async () => {
    const id = await newInquiry('Rosa');
    expect((await owner.patch(`/api/inquiries/${id}`).send({ status: 'replied' }).expect(400)).body.field).toBe('status');
    await owner.patch(`/api/inquiries/${id}`).send({ status: 'closed' }).expect(200);
    await stranger.patch(`/api/inquiries/${id}`).send({ status: 'open' }).expect(404);
    await request(t.http).patch(`/api/inquiries/${id}`).send({ status: 'open' }).expect(401);
  });
});

const wizardListing = {
  name: 'Cedar Chapel',
  description: 'A stone chapel under cedars.',
  location: '12 Creek Rd',
  city: 'Wimberley',
  venueType: 'chapel',
  maxGuests: 120,
  price: 6000,
  contactEmail: 'events@cedarchapel.example',
  amenities: [],
  images: [],
  details: {
    contactName: 'Nora Vance',
    contactPhone: '(512) 555-0199',
    website: 'https://cedarchapel.example/',
    depositAmount: '30% to hold the date',
    cancellationPolicy: 'Full refund up to 180 days before.',
    alcoholPolicy: 'Licensed bartender required',
    parkingDetails: 'Gravel lot for 60 cars.',
    accessibilityFeatures: 'Step-free ceremony site.',
    squareFootage: 2400,
  },
};

describe("the wizard's answers in the Venue tab", () => {
  it('reads back what the wizard stored, for a venue still in review', async () => {
    const listed = (await stranger.post('/api/venues').send(wizardListing).expect(201)).body;
    const res = await stranger.get(`/api/venues/${listed.id}/listing-details`).expect(200);
    expect(res.body.listingType).toBe('chapel');
    expect(res.body.listingDetails).toMatchObject({
      contactName: 'Nora Vance',
      contactEmail: 'events@cedarchapel.example',
      depositAmount: '30% to hold the date',
      parkingDetails: 'Gravel lot for 60 cars.',
      accessibilityFeatures: 'Step-free ceremony site.',
      musicRestrictions: null,
    });
    await owner.get(`/api/venues/${listed.id}/listing-details`).expect(404);
    await request(t.http).get(`/api/venues/${listed.id}/listing-details`).expect(401);
  });

  it('edits the answers and the kind of place, which the venue page shows couples at once', async () => {
    await owner
      .patch(`/api/venues/${venueId}`)
      .send({
        venueType: 'Winery',
        listingDetails: { contactName: ' Rosa Delgado ', contactPhone: '(830) 555-0100', website: 'hillside.example', parkingDetails: 'Free parking for 120 cars.', accessibilityFeatures: 'Accessible restrooms.', paymentTerms: 'Balance due 30 days before.' },
      })
      .expect(200);
    const page = (await request(t.http).get(`/api/venues/${venueId}`).expect(200)).body;
    expect(page).toMatchObject({ venueType: 'outdoor', listingType: 'winery' });
    expect(page.listingDetails).toMatchObject({
      contactName: 'Rosa Delgado',
      website: 'https://hillside.example/',
      parkingDetails: 'Free parking for 120 cars.',
      accessibilityFeatures: 'Accessible restrooms.',
      paymentTerms: 'Balance due 30 days before.',
    });
  });

  it('clears an answer sent as null or blank, and keeps the ones left out', async () => {
    await owner.patch(`/api/venues/${venueId}`).send({ listingDetails: { paymentTerms: null, accessibilityFeatures: '  ' } }).expect(200);
    const facts = (await owner.get(`/api/venues/${venueId}/listing-details`).expect(200)).body.listingDetails;
    expect(facts).toMatchObject({ paymentTerms: null, accessibilityFeatures: null, parkingDetails: 'Free parking for 120 cars.' });
  });

  it.each([
    ['listingDetails.contactEmail', { listingDetails: { contactEmail: 'not an email' } }],
    ['listingDetails.contactName', { listingDetails: { contactName: ' ' } }],
    ['listingDetails.website', { listingDetails: { website: 'javascript:alert(1)' } }],
    ['listingDetails.parkingDetails', { listingDetails: { parkingDetails: 'x'.repeat(2001) } }],
    ['listingDetails.contactTitle', { listingDetails: { contactTitle: 'x'.repeat(201) } }],
    ['listingDetails.depositAmount', { listingDetails: { depositAmount: 30 } }],
    ['listingDetails.petPolicy', { listingDetails: { petPolicy: 'Dogs welcome' } }],
    ['listingDetails', { listingDetails: 'parking' }],
    ['venueType', { venueType: 'spaceship' }],
    ['venueType', { venueType: null }],
    ['venueType', { venueType: 'constructor' }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, change) => {
    const before = (await owner.get(`/api/venues/${venueId}/listing-details`)).body;
    expect((await owner.patch(`/api/venues/${venueId}`).send(change).expect(400)).body.field).toBe(field);
    expect((await owner.get(`/api/venues/${venueId}/listing-details`)).body).toEqual(before);
  });
});

describe("a vendor's service type in the Vendors tab", () => {
  it('shows a DJ under DJ and not under band', async () => {
    const dj = browserAgent(t.http);
    await signUpAndSignIn(t, dj, signUpBody({ accountType: 'vendor', firstName: 'Dee', lastName: 'Jay', email: 'dee@spinhouse.example', details: { businessName: 'Spin House', vendorType: 'dj/music' } }), { verified: true });
    const profile = { name: 'Spin House', category: 'dj', description: 'Dance floors till midnight.', specialties: [], serviceArea: ['Luckenbach'], startingPrice: 1500, portfolio: [], published: true };
    expect((await dj.put('/api/my/vendor-profile').send(profile).expect(200)).body.category).toBe('dj');
    const names = async (category: string) => (await request(t.http).get(`/api/vendors?category=${category}&location=Luckenbach`).expect(200)).body.map((v: { name: string }) => v.name);
    expect(await names('dj')).toEqual(['Spin House']);
    expect(await names('band')).not.toContain('Spin House');
  });

  it('refuses a category that is not one, naming it', async () => {
    expect((await request(t.http).get('/api/vendors?category=juggler').expect(400)).body.field).toBe('category');
  });
});
