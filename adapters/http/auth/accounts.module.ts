import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { SessionMiddleware } from './session.middleware.js';

/** Accounts, sessions and password resets; resolves who is signed in for every API request. */
@Module({ controllers: [AuthController], providers: [SessionMiddleware] })
export class AccountsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('*');
  }
}
