import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { errorBodyFor } from '../../adapters/http/errors/http-exception.filter.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/shared/domain-error.js';

describe('errorBodyFor', () => {
  it('maps domain errors to 4xx statuses with their message and field', () => {
    expect(errorBodyFor(new NotFoundError('Venue'))).toEqual({ statusCode: 404, error: 'Not Found', message: 'Venue not found', field: undefined });
    expect(errorBodyFor(new InvalidInputError('budget', 'too low'))).toMatchObject({ statusCode: 400, field: 'budget' });
    expect(errorBodyFor(new ConflictError('That date was just booked'))).toMatchObject({ statusCode: 409, message: 'That date was just booked' });
  });

  it('keeps the field of a validation failure', () => {
    const body = errorBodyFor(new BadRequestException({ message: 'guestCount must be an integer', field: 'guestCount' }));
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'guestCount must be an integer', field: 'guestCount' });
  });

  it('turns a database uniqueness violation into a 409', () => {
    expect(errorBodyFor(Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' }))).toMatchObject({
      statusCode: 409,
    });
  });

  it('never lets the text of an unexpected error reach the client', () => {
    const body = errorBodyFor(new Error('select * from venue where secret = 1'));
    expect(body.statusCode).toBe(500);
    expect(body.message).not.toMatch(/select|secret/);
  });
});
