import { describe, expect, it, jest } from '@jest/globals';
import { getMetadataStorage, IsInt, IsOptional, IsString, Max, validate } from 'class-validator';
import { keepValidationRules } from '../../adapters/http/shared/kept-validation-rules.js';

// Each test file has a global of its own, so this file's class-validator storage is its own too.
const storage = getMetadataStorage();
const lookUp = jest.spyOn(storage, 'getTargetValidationMetadatas');
keepValidationRules();

const rulesOf = (target: object, groups?: string[]) => storage.getTargetValidationMetadatas(target as new () => unknown, '', false, false, groups);

describe("class-validator's rules, kept between validations", () => {
  it('looks a class up once, however often it is validated', async () => {
    class Party {
      @IsInt() guests!: number;
    }
    lookUp.mockClear();
    for (let i = 0; i < 3; i++) expect(await validate(Object.assign(new Party(), { guests: 'many' }))).toHaveLength(1);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('sees a rule added after the class was validated', async () => {
    class Party {
      @IsInt() guests!: number;
    }
    expect(await validate(Object.assign(new Party(), { guests: 900 }))).toHaveLength(0);
    Max(500)(Party.prototype, 'guests');
    const [error] = await validate(Object.assign(new Party(), { guests: 900 }));
    expect(error.constraints).toEqual({ max: 'guests must not be greater than 500' });
  });

  it('answers each set of groups on its own', () => {
    class Venue {
      @IsString() name!: string;
      @IsString({ groups: ['owner'] }) notes!: string;
    }
    // Without groups every rule applies; with one, only that group's.
    expect(rulesOf(Venue).map((rule) => rule.propertyName)).toEqual(['name', 'notes']);
    expect(rulesOf(Venue, ['owner']).map((rule) => rule.propertyName)).toEqual(['notes']);
    expect(rulesOf(Venue).map((rule) => rule.propertyName)).toEqual(['name', 'notes']);
  });

  it('keeps a class inheriting its parent rules', async () => {
    class Contact {
      @IsString() email!: string;
    }
    class Guest extends Contact {
      @IsOptional() @IsString() note?: string;
    }
    expect((await validate(Object.assign(new Guest(), { email: 5 }))).map((error) => error.property)).toEqual(['email']);
    expect((await validate(Object.assign(new Guest(), { email: 5 }))).map((error) => error.property)).toEqual(['email']);
  });

  it('gives each caller a list of its own', () => {
    class Booking {
      @IsInt() guests!: number;
    }
    rulesOf(Booking).pop();
    expect(rulesOf(Booking)).toHaveLength(1);
  });
});
