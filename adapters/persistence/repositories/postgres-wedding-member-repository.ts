import type { EntityManager } from '@mikro-orm/core';
import type { InvitableRole } from '../../../domain/planning/collaborator-role.js';
import { SEEN_WRITE_INTERVAL_MS, type WeddingMember } from '../../../domain/planning/wedding-member.js';
import type { WeddingMemberRepository } from '../../../domain/planning/wedding-member-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface MemberRow {
  id: string;
  wedding_id: string;
  email: string;
  role: string;
  account_id: string | null;
  invite_token_hash: string | null;
  invited_by_id: string;
  invited_at: Date | string;
  accepted_at: Date | string | null;
  daily_digest: boolean;
  last_digest_at: Date | string | null;
}

const COLUMNS = `id, wedding_id, email, role, account_id, invite_token_hash, invited_by_id, invited_at, accepted_at, daily_digest, last_digest_at`;

function toMember(row: MemberRow): WeddingMember {
  return {
    id: row.id,
    weddingId: row.wedding_id,
    email: row.email,
    role: row.role as InvitableRole,
    accountId: row.account_id,
    inviteTokenHash: row.invite_token_hash,
    invitedById: row.invited_by_id,
    invitedAt: toInstant(row.invited_at),
    acceptedAt: row.accepted_at === null ? null : toInstant(row.accepted_at),
    dailyDigest: row.daily_digest,
    lastDigestAt: row.last_digest_at === null ? null : toInstant(row.last_digest_at),
  };
}

export class PostgresWeddingMemberRepository implements WeddingMemberRepository {
  constructor(private readonly em: EntityManager) {}

  private async select(where: string, params: unknown[]): Promise<WeddingMember[]> {
    const rows: MemberRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from wedding_member where ${where} order by invited_at, id`, params);
    return rows.map(toMember);
  }

  listByWedding(weddingId: string): Promise<WeddingMember[]> {
    return isUuid(weddingId) ? this.select('wedding_id = ?', [weddingId]) : Promise.resolve([]);
  }

  async findById(id: string): Promise<WeddingMember | null> {
    return isUuid(id) ? ((await this.select('id = ?', [id]))[0] ?? null) : null;
  }

  async findByEmail(weddingId: string, email: string): Promise<WeddingMember | null> {
    return isUuid(weddingId) ? ((await this.select('wedding_id = ? and email = ?', [weddingId, email.toLowerCase()]))[0] ?? null) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<WeddingMember | null> {
    return (await this.select('invite_token_hash = ?', [tokenHash]))[0] ?? null;
  }

  async findJoined(weddingId: string, accountId: string): Promise<WeddingMember | null> {
    if (!isUuid(weddingId) || !isUuid(accountId)) return null;
    return (await this.select('wedding_id = ? and account_id = ?', [weddingId, accountId]))[0] ?? null;
  }

  listJoinedByAccount(accountId: string): Promise<WeddingMember[]> {
    return isUuid(accountId) ? this.select('account_id = ?', [accountId]) : Promise.resolve([]);
  }

  listDigestSubscribers(): Promise<WeddingMember[]> {
    return this.select('daily_digest and account_id is not null', []);
  }

  async save(m: WeddingMember): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into wedding_member (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set role = excluded.role, account_id = excluded.account_id,
         invite_token_hash = excluded.invite_token_hash, accepted_at = excluded.accepted_at,
         daily_digest = excluded.daily_digest, last_digest_at = excluded.last_digest_at`,
      [m.id, m.weddingId, m.email.toLowerCase(), m.role, m.accountId, m.inviteTokenHash, m.invitedById, m.invitedAt, m.acceptedAt, m.dailyDigest, m.lastDigestAt],
    );
  }

  async delete(id: string): Promise<void> {
    if (isUuid(id)) await scopedEm(this.em).execute(`delete from wedding_member where id = ?`, [id]);
  }

  async lastSeen(weddingId: string): Promise<Map<string, Date>> {
    if (!isUuid(weddingId)) return new Map();
    const rows: { account_id: string; last_seen_at: Date | string }[] = await scopedEm(this.em).execute(
      `select account_id, last_seen_at from wedding_presence where wedding_id = ?`,
      [weddingId],
    );
    return new Map(rows.map((row) => [row.account_id, toInstant(row.last_seen_at)]));
  }

  async markSeen(weddingId: string, accountId: string, at: Date): Promise<void> {
    // At most one write a minute per person, so reading the planning does not write on every call.
    await scopedEm(this.em).execute(
      `insert into wedding_presence (wedding_id, account_id, last_seen_at) values (?, ?, ?)
       on conflict (wedding_id, account_id) do update set last_seen_at = excluded.last_seen_at
       where wedding_presence.last_seen_at < excluded.last_seen_at - (? * interval '1 millisecond')`,
      [weddingId, accountId, at, SEEN_WRITE_INTERVAL_MS],
    );
  }
}
