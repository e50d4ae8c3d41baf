import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Redress API')
    .setDescription(
      'The API behind Redress: case analysis, draft letters, services, payments, bookings and the admin area. ' +
        'Every error answers `{ statusCode, error, message, requestId }`.',
    )
    .setVersion('1')
    .addCookieAuth('redress_session')
    .addCookieAuth(
      'redress_admin',
      { type: 'apiKey', in: 'cookie', name: 'redress_admin' },
      'admin',
    )
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
  });
}
