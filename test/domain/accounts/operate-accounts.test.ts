import { describe, expect, it } from '@jest/globals';
import type { Account } from '../../../domain/accounts/account.js';
import type { AccountAdministration } from '../../../domain/accounts/account-administration.js';
import { signInAccountKeySuffix, signInKeys } from '../../../domain/accounts/sign-in-throttle.js';
import { OperateAccounts } from '../../../domain/accounts/use-cases/operate-accounts.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const ACCOUNT: Account = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'Dolores@Example.com',
  passwordHash: 'x',
  accountType: 'venue',
  firstName: 'Dolores',
  lastName: 'Vega',
  phone: null,
  details: {},
  createdAt: NOW,
  emailVerifiedAt: NOW,
};

function setUp() {
  const disabled = new Map<string, Date>();
  const failureKeys = new Set([signInKeys('1.2.3.4', 'dolores@example.com').clientAndAccount, signInKeys('5.6.7.8', 'dolores@example.com').clientAndAccount, signInKeys('1.2.3.4', 'other@example.com').clientAndAccount, 'signin:client:1.2.3.4']);
  const sessions = new Set(['s1', 's2']);
  const accountAdministration: AccountAdministration = {
    list: async () => ({ total: 1, accounts: [{ account: ACCOUNT, disabledAt: disabled.get(ACCOUNT.id) ?? null }] }),
    disabledAt: async (id) => disabled.get(id) ?? null,
    setDisabled: async (id, at) => void (at ? disabled.set(id, at) : disabled.delete(id)),
    clearFailuresEndingWith: async (suffix) => {
      const matching = [...failureKeys].filter((k) => k.endsWith(suffix));
      matching.forEach((k) => failureKeys.delete(k));
      return matching.length;
    },
  };
  const { ports, uow } = inMemoryPorts({
    accounts: { findById: async (id: string) => (id === ACCOUNT.id ? ACCOUNT : null), findByEmail: async (e: string) => (e.toLowerCase() === ACCOUNT.email.toLowerCase() ? ACCOUNT : null) } as never,
    sessions: { deleteAllOf: async () => sessions.clear() } as never,
    accountAdministration,
    clock: new FixedClock(NOW),
  });
  return { operate: new OperateAccounts(ports), disabled, sessions, failureKeys, uow };
}

describe('OperateAccounts', () => {
  it('disables an account by email, ending its sessions in the same unit of work; again, nothing changes', async () => {
    const { operate, disabled, sessions, uow } = setUp();
    expect((await operate.disable('dolores@example.com')).disabledAt).toEqual(NOW);
    expect(disabled.get(ACCOUNT.id)).toEqual(NOW);
    expect(sessions.size).toBe(0);
    expect(uow.runs).toBe(1);
    await operate.disable(ACCOUNT.id);
    expect(uow.runs).toBe(1);
    expect((await operate.enable(ACCOUNT.id)).disabledAt).toBeNull();
    expect(disabled.size).toBe(0);
  });

  it('clears the sign-in failures of the account from every client, and only those', async () => {
    const { operate, failureKeys } = setUp();
    expect((await operate.unthrottle(ACCOUNT.id)).cleared).toBe(2);
    expect([...failureKeys].sort()).toEqual([signInKeys('1.2.3.4', 'other@example.com').clientAndAccount, 'signin:client:1.2.3.4'].sort());
    expect(signInAccountKeySuffix(' Dolores@Example.COM ')).toBe(':account:dolores@example.com');
  });

  it('says an unknown account is not found', async () => {
    const { operate } = setUp();
    await expect(operate.show('nobody@example.com')).rejects.toMatchObject({ code: 'ACCOUNT.NOT_FOUND', kind: 'NOT_FOUND' });
    await expect(operate.disable('00000000-0000-4000-8000-000000000009')).rejects.toMatchObject({ code: 'ACCOUNT.NOT_FOUND' });
  });
});
