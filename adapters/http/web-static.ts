import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { serveWebApp } from './static/serve-web-app.js';

const WEB_DIR = Symbol('WEB_DIR');

/**
 * The built SPA, precompressed files chosen by Accept-Encoding (see static/serve-web-app.ts).
 * In place of @nestjs/serve-static, whose index.html fallback can only send the plain file.
 */
@Module({})
export class WebStaticModule implements OnModuleInit {
  static forRoot(webDir: string): DynamicModule {
    return { module: WebStaticModule, providers: [{ provide: WEB_DIR, useValue: webDir }] };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_DIR) private readonly webDir: string,
  ) {}

  // Nest registers its routes before init hooks and its not-found handler after them, so the
  // web app answers what no route did and its misses still end in the usual 404.
  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<Express>().use(serveWebApp(this.webDir));
  }
}
