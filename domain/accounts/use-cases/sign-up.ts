import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { Account, AccountType } from '../account.js';
import type { AccountRepository, PasswordHasher } from '../account-ports.js';
import { assertAcceptablePassword } from '../password-policy.js';

export interface SignUpRequest {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string | null;
  details?: Record<string, unknown>;
}

/** Required step-3 fields per account type (the spec marks them required in the form). */
const REQUIRED_DETAILS: Partial<Record<AccountType, string>> = { venue: 'venueName', vendor: 'businessName' };

export class SignUp {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(request: SignUpRequest): Promise<Account> {
    const firstName = request.firstName.trim();
    const lastName = request.lastName.trim();
    if (!firstName) throw new InvalidInputError('firstName', 'firstName must not be blank');
    if (!lastName) throw new InvalidInputError('lastName', 'lastName must not be blank');
    assertAcceptablePassword(request.password, request.confirmPassword);
    const required = REQUIRED_DETAILS[request.accountType];
    const details = request.details ?? {};
    if (required && !String(details[required] ?? '').trim()) {
      throw new InvalidInputError(`details.${required}`, `${required} is required for this account type`);
    }
    const account: Account = {
      id: this.ids.next(),
      email: request.email.trim().toLowerCase(),
      passwordHash: await this.hasher.hash(request.password),
      accountType: request.accountType,
      firstName,
      lastName,
      phone: request.phone?.trim() || null,
      details,
      createdAt: this.clock.now(),
    };
    await this.accounts.add(account);
    return account;
  }
}
