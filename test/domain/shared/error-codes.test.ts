import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, isErrorCode } from '../../../domain/shared/error-codes.js';

const AREA_DOT_REASON = /^[A-Z]+(_[A-Z]+)*\.[A-Z]+(_[A-Z]+)*$/;

describe('ERROR_CODES', () => {
  it('names every code AREA.REASON in upper snake case', () => {
    expect(ERROR_CODES.filter((code) => !AREA_DOT_REASON.test(code))).toEqual([]);
  });

  it('lists each code once', () => {
    expect(ERROR_CODES.filter((code, i) => ERROR_CODES.indexOf(code) !== i)).toEqual([]);
  });

  it('has the codes the transports fall back on', () => {
    for (const code of ['REQUEST.INVALID_INPUT', 'REQUEST.NOT_FOUND', 'REQUEST.TOO_LARGE', 'REQUEST.CONFLICT', 'SERVER.ERROR']) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('NOT_FOUND')).toBe(false);
  });
});
