import { describe, expect, it } from '@jest/globals';
import { formatLongDate, rsvpLink } from '../../../domain/guests/invitation.js';

describe('rsvpLink', () => {
  it('puts the token under /rsvp/ of the public address, with or without a trailing slash', () => {
    expect(rsvpLink('http://localhost:3000', 'abc_-1')).toBe('http://localhost:3000/rsvp/abc_-1');
    expect(rsvpLink('https://weddings.example/', 'abc')).toBe('https://weddings.example/rsvp/abc');
  });
});

describe('formatLongDate', () => {
  it('writes a wedding date in words, the same day in every time zone', () => {
    expect(formatLongDate('2027-10-16')).toBe('Saturday, October 16, 2027');
    expect(formatLongDate('2028-01-01')).toBe('Saturday, January 1, 2028');
  });
});
