import { RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { json } from 'express';
import helmet from 'helmet';
import { AppModule, type AppOptions } from './app.module.js';
import { GUEST_IMPORT_BODY_LIMIT, GUEST_IMPORT_INPUT_LIMITS, GUEST_IMPORT_PATH } from './guests/import-body-parser.js';
import { HttpExceptionFilter } from './errors/http-exception.filter.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { csrfProtection } from './security/csrf.middleware.js';
import { compressResponses } from './shared/compress-responses.middleware.js';
import { noStore } from './shared/no-store.middleware.js';
import { inputGate, malformedBodyError } from './security/input-gate.middleware.js';
import { keepValidationRules } from './shared/kept-validation-rules.js';
import { createValidationPipe } from './shared/validation.pipe.js';

export const REQUEST_BODY_LIMIT = '100kb';
const MOODBOARD_BODY_LIMIT = '1mb';
const MOODBOARD_PATHS = ['/api/my/moodboard', '/api/bookings/:id/moodboard'];

/** The whole HTTP application, used by the server and by the HTTP tests alike. */
export async function createApp(options: AppOptions & { logger?: boolean }): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.create(options), {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    bodyParser: false,
  });
  // First, so refused bodies and unknown routes carry it too (see no-store.middleware.ts).
  app.use(['/api', '/media'], noStore);
  // Before anything writes an answer; the web app's files are precompressed (static/serve-web-app.ts).
  app.use(['/api', '/media'], compressResponses());
  // A guest-list CSV may be ~1 MB: its import routes get a larger limit, registered first.
  app.use(GUEST_IMPORT_PATH, json({ limit: GUEST_IMPORT_BODY_LIMIT }));
  // A full mood board (200 items with long links and notes) is ~600 kB.
  app.use(MOODBOARD_PATHS, json({ limit: MOODBOARD_BODY_LIMIT }));
  app.useBodyParser('json', { limit: REQUEST_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: REQUEST_BODY_LIMIT, extended: false });
  app.use(malformedBodyError);
  app.use(cookieParser());
  app.use('/api', csrfProtection);
  app.disable('x-powered-by');
  // res.send hashes every answer for an ETag (SHA-1 of the whole body), but every /api answer is
  // no-store, so no browser ever sends one back: 4% of a search's CPU for nothing. An ETag function
  // that makes none stops that, while ETags stay on (files sent by send keep theirs, from the file's
  // size and time); the pages made per request set their own (static/serve-web-app.ts).
  app.set('etag', () => undefined);
  // Behind a load balancer, TRUST_PROXY (e.g. 1) lets req.ip be the client's address for rate limits.
  if (process.env.TRUST_PROXY) app.set('trust proxy', Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Owners and vendors may link their photos from an image host, over HTTPS only.
          'img-src': ["'self'", 'data:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // Every path, query and body is checked once, before any route reads it; the import may hold more rows.
  app.use(GUEST_IMPORT_PATH, inputGate(GUEST_IMPORT_INPUT_LIMITS));
  app.use('/api', inputGate());
  app.setGlobalPrefix('api', { exclude: [{ path: 'media/scenes/:file', method: RequestMethod.GET }] });
  // class-validator's rule lookups are kept per class from here on, for the whole process.
  keepValidationRules();
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());

  // Described on the first request for the docs, not at every start (0.2 s of it).
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
  await app.init();
  return app;
}
