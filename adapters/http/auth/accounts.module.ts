import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { SessionMiddleware } from './session.middleware.js';

/** Accounts, sessions and password resets; resolves who is signed in for every API request. */
@Module({ controllers: [AuthController], providers: [SessionMiddleware] })
export class AccountsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Every path under the global prefix, /api included: Nest 11's router names the wildcard ('*' alone
    // is converted with a warning at every start).
    consumer.apply(SessionMiddleware).forRoutes('{*path}');
  }
}
