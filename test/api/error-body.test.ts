import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import request from 'supertest';
import { errorBodyFor } from '../../adapters/http/errors/http-exception.filter.js';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { DateTakenError } from '../../domain/bookings/booking.errors.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/shared/domain-error.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { VenueMother } from '../support/venue-mother.js';

describe('errorBodyFor', () => {
  it('maps domain errors to 4xx statuses with their code, message and field', () => {
    expect(errorBodyFor(new NotFoundError('VENUE.NOT_FOUND', 'Venue'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'VENUE.NOT_FOUND',
      message: 'Venue not found',
      field: undefined,
    });
    expect(errorBodyFor(new InvalidInputError('VENUE.INVALID_SEARCH', 'budget', 'too low'))).toMatchObject({
      statusCode: 400,
      code: 'VENUE.INVALID_SEARCH',
      field: 'budget',
    });
    expect(errorBodyFor(new ConflictError('VENUE.DATE_BOOKED', 'A booking holds that date'))).toMatchObject({ statusCode: 409, code: 'VENUE.DATE_BOOKED' });
    expect(errorBodyFor(new DateTakenError())).toMatchObject({ statusCode: 409, code: 'BOOKING.DATE_TAKEN' });
  });

  it('keeps the field of a validation failure and names it a generic invalid input', () => {
    const body = errorBodyFor(new BadRequestException({ message: 'guestCount must be an integer', field: 'guestCount' }));
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'REQUEST.INVALID_INPUT', message: 'guestCount must be an integer', field: 'guestCount' });
  });

  it('gives refusals of the framework itself a request code', () => {
    expect(errorBodyFor(new NotFoundException('Cannot GET /api/nothing'))).toMatchObject({ statusCode: 404, code: 'REQUEST.NOT_FOUND' });
    expect(errorBodyFor(new PayloadTooLargeException('request entity too large'))).toMatchObject({ statusCode: 413, code: 'REQUEST.TOO_LARGE' });
  });

  it('turns a database uniqueness violation into a 409', () => {
    expect(errorBodyFor(Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' }))).toMatchObject({
      statusCode: 409,
      code: 'REQUEST.CONFLICT',
    });
  });

  it.each([
    ['22P02', 'invalid input syntax for type uuid: "select"'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22003', 'value "99999999999" is out of range for type integer'],
    ['22001', 'value too long for type character varying(100)'],
    ['23514', 'new row for relation "booking" violates check constraint "booking_guest_count_check"'],
    ['22P05', 'unsupported Unicode escape sequence'],
  ])('turns a value the database refused (%s) into a 400 without its SQL text', (code, text) => {
    const body = errorBodyFor(Object.assign(new Error(text), { code }));
    expect(body).toMatchObject({ statusCode: 400, code: 'REQUEST.INVALID_INPUT' });
    expect(body.message).not.toMatch(/select|booking|varying|integer|UTF8|Unicode|constraint/);
  });

  it('never lets the text of an unexpected error reach the client', () => {
    const body = errorBodyFor(new Error('select * from venue where secret = 1'));
    expect(body).toMatchObject({ statusCode: 500, code: 'SERVER.ERROR' });
    expect(body.message).not.toMatch(/select|secret/);
  });
});

describe('error bodies from the API', () => {
  let t: TestApp;
  const venue = VenueMother.create();
  const heldDate = '2027-05-15';

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    await new MikroOrmVenueRepository(t.orm.em).insertMany([{ venue, packages: [], blockedDates: [{ venueId: venue.id, date: heldDate }] }]);
  });
  afterAll(() => t.close());

  it('names a field that fails validation with REQUEST.INVALID_INPUT', async () => {
    const res = await request(t.http).post('/api/venues/search').send({ pageSize: 'lots' }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'REQUEST.INVALID_INPUT', field: 'pageSize' });
  });

  it('says VENUE.NOT_FOUND for an unknown venue', async () => {
    const res = await request(t.http).get('/api/venues/00000000-0000-4000-8000-999999999999').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'VENUE.NOT_FOUND', message: 'Venue not found' });
  });

  it('says REQUEST.NOT_FOUND for an unknown API route', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'REQUEST.NOT_FOUND' });
  });

  it('says BOOKING.DATE_TAKEN with a 409 when the date is not free', async () => {
    const res = await request(t.http)
      .post('/api/bookings')
      .send({
        venueId: venue.id,
        customerName: 'Sarah Johnson',
        customerEmail: 'sarah@example.com',
        customerPhone: '(830) 555-0142',
        eventDate: heldDate,
        guestCount: 40,
      })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'BOOKING.DATE_TAKEN' });
  });

  it('says ACCOUNT.WRONG_CREDENTIALS for a sign-in that does not match', async () => {
    const res = await request(t.http).post('/api/auth/sign-in').set('X-HCW-CSRF', '1').send({ email: 'nobody@example.com', password: 'nope-nope-nope' }).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'ACCOUNT.WRONG_CREDENTIALS' });
  });

  it('says AUTH.CSRF_HEADER_MISSING for a cookie-authenticated write without the header', async () => {
    const res = await request(t.http).post('/api/auth/sign-out').set('Cookie', 'hcw_session=anything').expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, code: 'AUTH.CSRF_HEADER_MISSING', field: 'x-hcw-csrf' });
  });

  it('says REQUEST.TOO_LARGE for a body over the limit', async () => {
    const res = await request(t.http).post('/api/venues/search').send({ location: 'x'.repeat(150_000) }).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'REQUEST.TOO_LARGE' });
  });
});
