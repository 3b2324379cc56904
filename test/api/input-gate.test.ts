import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_INPUT_LIMITS,
  findInputProblem,
  MAX_INPUT_ARRAY_LENGTH,
  MAX_INPUT_DEPTH,
  MAX_INPUT_NUMBER,
} from '../../adapters/http/security/input-gate.js';

const nestedArrays = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;
const nestedObjects = (levels: number) => JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels)) as unknown;

describe('findInputProblem', () => {
  it('lets ordinary text through, accents, emoji and line breaks included', () => {
    const body = {
      name: 'Zoë 💍',
      message: 'Line one\nLine two\r\n\tindented',
      guests: [{ name: 'José García' }, { name: '王小明 👰🏽‍♀️' }],
      count: 120,
      price: -1,
      ok: true,
      none: null,
    };
    expect(findInputProblem(body, 'body')).toBeNull();
  });

  it('names the field holding a NUL, down to the array item', () => {
    expect(findInputProblem({ details: { parking: 'lot\u0000' } }, 'body')).toEqual({
      code: 'REQUEST.CONTROL_CHARACTER',
      field: 'details.parking',
      message: expect.stringMatching(/^details\.parking must not hold control characters/),
    });
    expect(findInputProblem({ guests: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd\u0000' }] }, 'body')).toMatchObject({
      code: 'REQUEST.CONTROL_CHARACTER',
      field: 'guests[3].name',
    });
  });

  it.each([
    ['bell', '\u0007'],
    ['escape', '\u001b[31m'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['delete', '\u007f'],
  ])('refuses the control character %s', (_name, text) => {
    expect(findInputProblem({ note: `a${text}b` }, 'body')).toMatchObject({ code: 'REQUEST.CONTROL_CHARACTER', field: 'note' });
  });

  it('refuses a lone surrogate in a value but not a surrogate pair', () => {
    expect(findInputProblem({ email: 'a\ud800@example.com' }, 'body')).toMatchObject({ code: 'REQUEST.MALFORMED_TEXT', field: 'email' });
    expect(findInputProblem({ email: '\udc00' }, 'body')).toMatchObject({ code: 'REQUEST.MALFORMED_TEXT', field: 'email' });
    expect(findInputProblem({ note: '\ud83d\udc8d' }, 'body')).toBeNull();
  });

  it('refuses a bad property name, naming the object that holds it', () => {
    expect(findInputProblem({ details: { 'a\ud800': 1 } }, 'body')).toMatchObject({ code: 'REQUEST.MALFORMED_TEXT', field: 'details' });
    expect(findInputProblem({ 'x\u0000': 1 }, 'body')).toMatchObject({ code: 'REQUEST.CONTROL_CHARACTER', field: 'body' });
    expect(findInputProblem(JSON.parse('{"details":{"__proto__":{"admin":true}}}'), 'body')).toMatchObject({ code: 'REQUEST.INVALID_INPUT', field: 'details' });
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findInputProblem(nestedObjects(MAX_INPUT_DEPTH - 1), 'body')).toBeNull();
    expect(findInputProblem(nestedObjects(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(findInputProblem(nestedObjects(MAX_INPUT_DEPTH + 1), 'body')).toMatchObject({ code: 'REQUEST.TOO_DEEP' });
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    expect(findInputProblem(nestedArrays(100_000), 'body')).toMatchObject({ code: 'REQUEST.TOO_DEEP', field: expect.stringMatching(/^body\[0\]/) });
    expect(findInputProblem({ budget: nestedObjects(100_000) }, 'body')).toMatchObject({ code: 'REQUEST.TOO_DEEP', field: expect.stringMatching(/^budget\.a\.a/) });
  });

  it('refuses numbers that are not finite or beyond the safe range', () => {
    expect(findInputProblem({ guestCount: MAX_INPUT_NUMBER }, 'body')).toBeNull();
    expect(findInputProblem({ guestCount: JSON.parse('1e999') }, 'body')).toMatchObject({ code: 'REQUEST.NUMBER_OUT_OF_RANGE', field: 'guestCount' });
    expect(findInputProblem({ budget: { min: -1e308 } }, 'body')).toMatchObject({ code: 'REQUEST.NUMBER_OUT_OF_RANGE', field: 'budget.min' });
    expect(findInputProblem({ n: Number.NaN }, 'body')).toMatchObject({ code: 'REQUEST.NUMBER_OUT_OF_RANGE', field: 'n' });
  });

  it('refuses arrays longer than the limit unless the limits given allow them', () => {
    const long = { amenities: Array.from({ length: MAX_INPUT_ARRAY_LENGTH + 1 }, () => 'x') };
    expect(findInputProblem(long, 'body')).toMatchObject({ code: 'REQUEST.TOO_MANY_ITEMS', field: 'amenities' });
    expect(findInputProblem(long, 'body', { ...DEFAULT_INPUT_LIMITS, maxArrayLength: 10_000 })).toBeNull();
  });

  it('reports the first problem in the order the fields were sent', () => {
    expect(findInputProblem({ a: 'ok', b: '\u0000', c: 1e999 }, 'body')).toMatchObject({ field: 'b' });
  });
});
