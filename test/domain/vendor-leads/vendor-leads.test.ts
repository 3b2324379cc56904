import { describe, expect, it } from '@jest/globals';
import type { Account, Actor } from '../../../domain/accounts/account.js';
import type { InquiryReplyRecord } from '../../../domain/inquiries/response-stats.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { ManageVendorLeads } from '../../../domain/vendor-leads/use-cases/manage-vendor-leads.js';
import { SubmitVendorLead } from '../../../domain/vendor-leads/use-cases/submit-vendor-lead.js';
import { leadStatusAfterChange, leadStatusAfterReply, type VendorContact, type VendorLead, type VendorLeadStatus } from '../../../domain/vendor-leads/vendor-lead.js';
import type { VendorLeadRepository } from '../../../domain/vendor-leads/vendor-lead-repository.js';
import type { VendorProfile, VendorRepository } from '../../../domain/vendors/vendor-repository.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryRateLimiter, inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

class InMemoryVendorLeads implements VendorLeadRepository {
  readonly leads: VendorLead[] = [];
  constructor(private readonly contacts: VendorContact[]) {}
  async add(lead: VendorLead) { this.leads.push({ ...lead }); }
  async findById(id: string) { return this.leads.find((l) => l.id === id) ?? null; }
  async listByVendor(vendorId: string) { return this.leads.filter((l) => l.vendorId === vendorId).reverse(); }
  async markReplied(id: string, status: VendorLeadStatus, at: Date) {
    const lead = this.leads.find((l) => l.id === id)!;
    lead.status = status;
    lead.repliedAt ??= at;
  }
  async setStatus(id: string, status: VendorLeadStatus) { this.leads.find((l) => l.id === id)!.status = status; }
  async replyRecords(vendorId: string): Promise<InquiryReplyRecord[]> {
    return this.leads.filter((l) => l.vendorId === vendorId).map(({ createdAt, repliedAt }) => ({ createdAt, repliedAt }));
  }
  async contactOf(vendorId: string) { return this.contacts.find((c) => c.vendorId === vendorId) ?? null; }
}

const VENDOR_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_VENDOR_ID = '22222222-2222-4222-8222-222222222222';
const vendorActor: Actor = { accountId: 'acc-vendor', accountType: 'vendor', emailVerified: true };
const otherActor: Actor = { accountId: 'acc-other', accountType: 'vendor', emailVerified: true };
const coupleActor: Actor = { accountId: 'acc-couple', accountType: 'customer', emailVerified: true };

function setUp() {
  const clock = new FixedClock(new Date('2026-11-21T18:00:00Z'));
  const venue = VenueMother.create({ name: 'Cypress Creek Barn' });
  const leads = new InMemoryVendorLeads([
    { vendorId: VENDOR_ID, vendorName: 'Prickly Pear Photo', ownerId: 'acc-vendor', email: 'lupe@pricklypear.example' },
    { vendorId: OTHER_VENDOR_ID, vendorName: 'Other Cakes', ownerId: 'acc-other', email: 'other@cakes.example' },
  ]);
  const profiles: Record<string, Partial<VendorProfile>> = { 'acc-vendor': { id: VENDOR_ID, name: 'Prickly Pear Photo' }, 'acc-other': { id: OTHER_VENDOR_ID, name: 'Other Cakes' } };
  const vendors = { findByOwner: async (ownerId: string) => (profiles[ownerId] as VendorProfile) ?? null } as unknown as VendorRepository;
  const account = { id: 'acc-vendor', email: 'lupe@pricklypear.example', firstName: 'Lupe', lastName: 'Garza' } as Account;
  const venues = new InMemoryVenueRepository();
  venues.venues.push(venue);
  let n = 0;
  const { ports, mailer } = inMemoryPorts({
    vendorLeads: leads,
    vendors,
    venues,
    rateLimiter: new InMemoryRateLimiter(clock),
    accounts: { findById: async (id: string) => (id === account.id ? account : null) } as never,
    clock,
    ids: { next: () => `lead-${++n}` },
  });
  return { ports, mailer, leads, venue, clock, submit: new SubmitVendorLead(ports), manage: new ManageVendorLeads(ports) };
}

const request = { vendorId: VENDOR_ID, coupleName: ' Maria & James ', email: 'Maria@Example.com', weddingDate: '2027-05-15', guestCount: 120, message: 'Free that day?', clientKey: '10.0.0.1' };

const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('lead statuses', () => {
  it('keeps the outcome when the vendor replies again, and marks a new lead replied', () => {
    expect(leadStatusAfterReply({ status: 'new' })).toBe('replied');
    expect(leadStatusAfterReply({ status: 'booked' })).toBe('booked');
    expect(leadStatusAfterReply({ status: 'declined' })).toBe('declined');
  });

  it('opens a decided lead back to where its conversation stood', () => {
    expect(leadStatusAfterChange({ repliedAt: null }, 'open')).toBe('new');
    expect(leadStatusAfterChange({ repliedAt: new Date() }, 'open')).toBe('replied');
    expect(leadStatusAfterChange({ repliedAt: null }, 'declined')).toBe('declined');
    expect(leadStatusAfterChange({ repliedAt: null }, 'booked')).toBe('booked');
  });
});

describe('SubmitVendorLead', () => {
  it("stores the lead with the venue's name and mails the vendor in the same unit of work", async () => {
    const { submit, mailer, leads, venue } = setUp();
    const lead = await submit.execute({ ...request, venueId: venue.id });
    expect(leads.leads).toEqual([expect.objectContaining({ id: lead.id, coupleName: 'Maria & James', email: 'maria@example.com', venueName: 'Cypress Creek Barn', status: 'new' })]);
    expect(mailer.sent).toEqual([
      expect.objectContaining({
        to: 'lupe@pricklypear.example',
        template: 'vendor-lead-received',
        data: expect.objectContaining({ vendorName: 'Prickly Pear Photo', coupleName: 'Maria & James', venueName: 'Cypress Creek Barn', weddingDate: '2027-05-15' }),
      }),
    ]);
  });

  it('refuses a past wedding date, a blank name and a silly guest count, naming the field', async () => {
    const { submit, mailer } = setUp();
    expect(await failure(submit.execute({ ...request, weddingDate: '2026-11-20' }))).toEqual({ kind: 'INVALID_INPUT', code: 'VENDOR_LEAD.DATE_IN_PAST', field: 'weddingDate' });
    expect(await failure(submit.execute({ ...request, coupleName: '  ' }))).toMatchObject({ code: 'VENDOR_LEAD.INVALID_DETAILS', field: 'coupleName' });
    expect(await failure(submit.execute({ ...request, guestCount: 2.5 }))).toMatchObject({ field: 'guestCount' });
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers not found for a vendor without a published profile', async () => {
    const { submit } = setUp();
    expect(await failure(submit.execute({ ...request, vendorId: 'nobody' }))).toMatchObject({ kind: 'NOT_FOUND', code: 'VENDOR.NOT_FOUND' });
  });

  it('lets one client send five in a window, then asks it to wait', async () => {
    const { submit, leads } = setUp();
    for (let i = 0; i < 5; i++) await submit.execute(request);
    expect(await failure(submit.execute(request))).toMatchObject({ kind: 'RATE_LIMITED', code: 'VENDOR_LEAD.RATE_LIMITED' });
    await submit.execute({ ...request, clientKey: '10.0.0.2' });
    expect(leads.leads).toHaveLength(6);
  });
});

describe('ManageVendorLeads', () => {
  it('shows a vendor only its own leads, with its response figures', async () => {
    const { submit, manage } = setUp();
    await submit.execute(request);
    await submit.execute({ ...request, vendorId: OTHER_VENDOR_ID });
    expect((await manage.list(vendorActor)).leads.map((l) => l.vendorId)).toEqual([VENDOR_ID]);
    expect((await manage.list(vendorActor)).stats).toEqual({ inquiryCount: 1, responseRate: null, typicalReplyMinutes: null });
    expect(await failure(manage.list(coupleActor))).toMatchObject({ kind: 'FORBIDDEN' });
    expect(await failure(manage.list(null))).toMatchObject({ kind: 'UNAUTHENTICATED' });
  });

  it("mails the reply to the couple with the vendor's own address, and another vendor cannot reach the lead", async () => {
    const { submit, manage, mailer, clock } = setUp();
    const lead = await submit.execute(request);
    expect(await failure(manage.reply(otherActor, lead.id, 'Mine'))).toMatchObject({ kind: 'NOT_FOUND', code: 'VENDOR_LEAD.NOT_FOUND' });
    expect(await failure(manage.changeStatus(otherActor, lead.id, 'booked'))).toMatchObject({ kind: 'NOT_FOUND' });
    clock.set(new Date('2026-11-21T20:30:00Z'));
    const replied = await manage.reply(vendorActor, lead.id, '  We are free!  ');
    expect(replied).toMatchObject({ status: 'replied', repliedAt: new Date('2026-11-21T20:30:00Z') });
    expect(mailer.sent.at(-1)).toEqual({
      to: 'maria@example.com',
      template: 'vendor-lead-reply',
      data: { coupleName: 'Maria & James', vendorName: 'Prickly Pear Photo', senderName: 'Lupe Garza', message: 'We are free!', replyTo: 'lupe@pricklypear.example' },
    });
    expect((await manage.list(vendorActor)).stats).toEqual({ inquiryCount: 1, responseRate: 100, typicalReplyMinutes: 150 });
  });

  it('refuses a blank reply and an unknown status, naming the field', async () => {
    const { submit, manage } = setUp();
    const lead = await submit.execute(request);
    expect(await failure(manage.reply(vendorActor, lead.id, '   '))).toMatchObject({ code: 'VENDOR_LEAD.INVALID_REPLY', field: 'message' });
    expect(await failure(manage.changeStatus(vendorActor, lead.id, 'won' as never))).toMatchObject({ code: 'VENDOR_LEAD.INVALID_STATUS', field: 'status' });
    expect((await manage.changeStatus(vendorActor, lead.id, 'declined')).status).toBe('declined');
  });
});
