import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { Application } from '../composition/application.js';

/** The composed application, for the few HTTP pieces that need more than a use case. */
export const APPLICATION = Symbol('APPLICATION');

/**
 * Hands the composition root's use cases to Nest, each under its own class, so a controller
 * asks for `CreateBooking` and gets the one instance the rest of the app uses.
 */
@Global()
@Module({})
export class CoreModule {
  static create(app: Application): DynamicModule {
    const providers: Provider[] = [
      { provide: APPLICATION, useValue: app },
      ...Object.values(app.useCases).map((useCase) => ({ provide: useCase.constructor, useValue: useCase })),
    ];
    return { module: CoreModule, providers, exports: providers.map((p) => (p as { provide: unknown }).provide as string) };
  }
}
