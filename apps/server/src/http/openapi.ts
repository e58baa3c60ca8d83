import { ErrorCode, errorHttpStatus, errorMeanings, type TErrorCodeName } from '@crm/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const errorTable = (Object.keys(ErrorCode) as TErrorCodeName[])
  .map((name) => `| ${ErrorCode[name]} | ${errorHttpStatus[name]} | ${name} | ${errorMeanings[name]} |`)
  .join('\n');

/** The OpenAPI document is generated from the contracts' zod schemas; `/docs` shows it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brokerage back-office API',
        version: '1.0.0',
        description:
          'Staff console API. Bearer authentication; most calls take the selected `brand` as a query parameter.\n\n' +
          'Every error reply is `{ code, message, details? }`:\n\n| code | HTTP | name | meaning |\n|---|---|---|---|\n' +
          errorTable,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
