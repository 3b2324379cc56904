import type { Provider } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express from 'express';

/** A CSV of about 1 MB, as JSON (quotes and line breaks escaped), with room to spare. */
export const GUEST_IMPORT_BODY_LIMIT = '3mb';
/** Both import routes (preview and commit) start with this path. */
export const GUEST_IMPORT_PATH = '/api/bookings/:id/guests/import';

export const GUEST_IMPORT_BODY_PARSER = Symbol('GUEST_IMPORT_BODY_PARSER');

/**
 * The app reads JSON bodies of at most 100 kB (create-app.ts). The import routes take a CSV
 * file, so they get their own parser with a higher limit. Nest creates providers inside
 * NestFactory.create, before create-app.ts adds the global parser, so this one runs first for
 * these paths and the global one then sees a body already read and leaves it alone.
 */
export const guestImportBodyParser: Provider = {
  provide: GUEST_IMPORT_BODY_PARSER,
  inject: [HttpAdapterHost],
  useFactory: (host: HttpAdapterHost) => {
    host.httpAdapter.use(GUEST_IMPORT_PATH, express.json({ limit: GUEST_IMPORT_BODY_LIMIT }));
    return true;
  },
};
