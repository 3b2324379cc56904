import { describe, expect, it } from '@jest/globals';
import { rsvpPath } from '../../../domain/guests/invitation.js';

describe('rsvpPath', () => {
  it('puts the token under /rsvp/, escaped for a URL', () => {
    expect(rsvpPath('abc_-1')).toBe('/rsvp/abc_-1');
    expect(rsvpPath('a/b c')).toBe('/rsvp/a%2Fb%20c');
  });
});
