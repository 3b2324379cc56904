import { describe, expect, it } from '@jest/globals';
import { reopenedStatus, statusAfterChange } from '../../../domain/inquiries/inquiry.js';

const repliedAt = new Date('2026-11-20T10:00:00Z');

describe('statusAfterChange', () => {
  it('marks any inquiry handled (closed)', () => {
    expect(statusAfterChange({ status: 'pending', repliedAt: null }, 'closed')).toBe('closed');
    expect(statusAfterChange({ status: 'replied', repliedAt }, 'closed')).toBe('closed');
  });

  it('reopens a handled inquiry nobody answered as pending (New)', () => {
    expect(statusAfterChange({ status: 'closed', repliedAt: null }, 'open')).toBe('pending');
  });

  it('reopens a handled inquiry the owner answered as replied', () => {
    expect(statusAfterChange({ status: 'closed', repliedAt }, 'open')).toBe('replied');
  });

  it('leaves an inquiry that is already open as it is', () => {
    expect(statusAfterChange({ status: 'pending', repliedAt: null }, 'open')).toBe('pending');
    expect(statusAfterChange({ status: 'replied', repliedAt }, 'open')).toBe('replied');
  });
});

describe('reopenedStatus', () => {
  it('goes back to where the conversation stood', () => {
    expect(reopenedStatus({ repliedAt: null })).toBe('pending');
    expect(reopenedStatus({ repliedAt })).toBe('replied');
  });
});
