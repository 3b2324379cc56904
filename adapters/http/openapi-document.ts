import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The OpenAPI description of every /api operation, requests and answers alike (served at /api/docs). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Hill Country Weddings API')
      .setDescription('Venues, vendors, bookings and planning for Texas Hill Country weddings')
      .setVersion('1')
      .build(),
  );
}
