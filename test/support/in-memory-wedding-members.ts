import type { WeddingMember } from '../../domain/planning/wedding-member.js';
import type { WeddingMemberRepository } from '../../domain/planning/wedding-member-repository.js';

export class InMemoryWeddingMemberRepository implements WeddingMemberRepository {
  members: WeddingMember[] = [];
  seen = new Map<string, Date>();

  async listByWedding(weddingId: string) {
    return this.members.filter((m) => m.weddingId === weddingId);
  }
  async findById(id: string) {
    return this.members.find((m) => m.id === id) ?? null;
  }
  async findByEmail(weddingId: string, email: string) {
    return this.members.find((m) => m.weddingId === weddingId && m.email === email.toLowerCase()) ?? null;
  }
  async findByTokenHash(tokenHash: string) {
    return this.members.find((m) => m.inviteTokenHash === tokenHash) ?? null;
  }
  async findJoined(weddingId: string, accountId: string) {
    return this.members.find((m) => m.weddingId === weddingId && m.accountId === accountId) ?? null;
  }
  async listJoinedByAccount(accountId: string) {
    return this.members.filter((m) => m.accountId === accountId);
  }
  async listDigestSubscribers() {
    return this.members.filter((m) => m.dailyDigest && m.accountId !== null);
  }
  async save(member: WeddingMember) {
    this.members = [...this.members.filter((m) => m.id !== member.id), { ...member }];
  }
  async delete(id: string) {
    this.members = this.members.filter((m) => m.id !== id);
  }
  async lastSeen(weddingId: string) {
    const found = new Map<string, Date>();
    for (const [key, at] of this.seen) if (key.startsWith(`${weddingId}:`)) found.set(key.slice(weddingId.length + 1), at);
    return found;
  }
  async markSeen(weddingId: string, accountId: string, at: Date) {
    this.seen.set(`${weddingId}:${accountId}`, at);
  }
}
