import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { PasswordReset } from '../../../domain/accounts/use-cases/password-reset.js';
import { Sessions } from '../../../domain/accounts/use-cases/sessions.js';
import { SignUp } from '../../../domain/accounts/use-cases/sign-up.js';
import type { Clock } from '../../../domain/shared/clock.js';
import { mailerFromEnv } from '../../mail/mailer-from-env.js';
import {
  MikroOrmAccountRepository,
  PostgresPasswordResetRepository,
  PostgresSessionRepository,
} from '../../persistence/repositories/mikro-orm-account-repository.js';
import { PostgresRateLimiter } from '../../persistence/repositories/postgres-rate-limiter.js';
import { UuidGenerator } from '../../runtime/uuid-generator.js';
import { RandomSecretTokens } from '../../security/random-secret-tokens.js';
import { OWASP_SCRYPT, ScryptPasswordHasher } from '../../security/scrypt-password-hasher.js';
import { AuthController } from './auth.controller.js';
import { SessionMiddleware } from './session.middleware.js';

export interface AccountsModuleOptions {
  orm: MikroORM;
  clock: Clock;
  /** Lower only in tests: production always uses the OWASP cost. */
  scrypt?: { N: number; r: number; p: number };
  publicUrl: string;
}

/** Accounts, sessions and password resets; resolves who is signed in for every API request. */
@Module({})
export class AccountsModule implements NestModule {
  static create({ orm, clock, scrypt = OWASP_SCRYPT, publicUrl }: AccountsModuleOptions): DynamicModule {
    const accounts = new MikroOrmAccountRepository(orm.em);
    const sessionStore = new PostgresSessionRepository(orm.em);
    const hasher = new ScryptPasswordHasher(scrypt);
    const tokens = new RandomSecretTokens();
    const sessions = new Sessions(accounts, sessionStore, hasher, tokens, new PostgresRateLimiter(orm.em, clock), clock);
    return {
      module: AccountsModule,
      global: true,
      controllers: [AuthController],
      providers: [
        { provide: Sessions, useValue: sessions },
        { provide: SignUp, useValue: new SignUp(accounts, hasher, clock, new UuidGenerator()) },
        {
          provide: PasswordReset,
          useValue: new PasswordReset(accounts, new PostgresPasswordResetRepository(orm.em), sessionStore, hasher, tokens, mailerFromEnv(orm.em), clock, publicUrl),
        },
        SessionMiddleware,
      ],
      exports: [Sessions],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('*');
  }
}
