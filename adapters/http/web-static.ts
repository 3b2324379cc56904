import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { GetVenue } from '../../domain/venues/use-cases/get-venue.js';
import { combinedHints } from './static/page-hints.js';
import { routeChunkHints } from './static/route-chunk-hints.js';
import { serveWebApp } from './static/serve-web-app.js';
import { venuePageHints } from './static/venue-page-hints.js';

const WEB_DIR = Symbol('WEB_DIR');

/**
 * The built SPA, precompressed files chosen by Accept-Encoding (see static/serve-web-app.ts).
 * In place of @nestjs/serve-static, whose index.html fallback can only send the plain file.
 * A page's HTML names its script chunks, and a venue page's the venue's data and photo, for the
 * browser to fetch early.
 */
@Module({})
export class WebStaticModule implements OnModuleInit {
  static forRoot(webDir: string): DynamicModule {
    return { module: WebStaticModule, providers: [{ provide: WEB_DIR, useValue: webDir }] };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_DIR) private readonly webDir: string,
    private readonly getVenue: GetVenue,
  ) {}

  // Nest registers its routes before init hooks and its not-found handler after them, so the
  // web app answers what no route did and its misses still end in the usual 404.
  onModuleInit(): void {
    // A venue the public cannot see (unknown, in review) throws: no hints for it.
    const findVenue = (id: string) => this.getVenue.execute(id).catch(() => undefined);
    const hints = combinedHints(routeChunkHints(this.webDir), (urlPath) => venuePageHints(urlPath, findVenue));
    this.adapterHost.httpAdapter.getInstance<Express>().use(serveWebApp(this.webDir, hints));
  }
}
