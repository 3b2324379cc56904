import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { AccountType } from '../account.js';
import type { AdministeredAccount } from '../account-administration.js';
import { signInAccountKeySuffix } from '../sign-in-throttle.js';

/**
 * What operators do to accounts (`hcw users ...`). An account is named by its id or its email
 * (any case). A disabled account cannot sign in, and disabling it ends every session it has.
 */
export class OperateAccounts {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'accountAdministration' | 'sessions' | 'uow' | 'clock'>) {}

  list(filter: { accountType?: AccountType; email?: string; limit: number; offset: number }): Promise<{ total: number; accounts: AdministeredAccount[] }> {
    return this.ports.accountAdministration.list(filter);
  }

  async show(idOrEmail: string): Promise<AdministeredAccount> {
    const { accounts, accountAdministration } = this.ports;
    const account = idOrEmail.includes('@') ? await accounts.findByEmail(idOrEmail.trim()) : await accounts.findById(idOrEmail.trim());
    if (!account) throw new NotFoundError('ACCOUNT.NOT_FOUND', 'Account');
    return { account, disabledAt: await accountAdministration.disabledAt(account.id) };
  }

  /** Stops sign-in and ends every session, at once; disabling a disabled account changes nothing. */
  async disable(idOrEmail: string): Promise<AdministeredAccount> {
    const found = await this.show(idOrEmail);
    if (found.disabledAt) return found;
    const { accountAdministration, sessions, uow, clock } = this.ports;
    const at = clock.now();
    await uow.run(async () => {
      await accountAdministration.setDisabled(found.account.id, at);
      await sessions.deleteAllOf(found.account.id);
    });
    return { ...found, disabledAt: at };
  }

  async enable(idOrEmail: string): Promise<AdministeredAccount> {
    const found = await this.show(idOrEmail);
    if (found.disabledAt) await this.ports.accountAdministration.setDisabled(found.account.id, null);
    return { ...found, disabledAt: null };
  }

  /** Forgets the failed sign-ins counted against the account from every client; gives how many clients it clears. */
  async unthrottle(idOrEmail: string): Promise<{ account: AdministeredAccount; cleared: number }> {
    const found = await this.show(idOrEmail);
    const cleared = await this.ports.accountAdministration.clearFailuresEndingWith(signInAccountKeySuffix(found.account.email));
    return { account: found, cleared };
  }
}
