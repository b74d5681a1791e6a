import { z } from 'zod';
import type { ApiCall, Schema } from '@aula/shared';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema; what JSON Schema cannot say (a transform, a custom check) is left open. */
function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
  return rest;
}

const errorEnvelope = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

function parameters(schema: Schema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === 'path', schema: property }));
}

function operation(call: ApiCall) {
  return {
    summary: call.summary,
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
    ...(call.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } }),
    responses: {
      200: call.answer
        ? {
            description: 'The answer in the success envelope',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['data'], properties: { data: jsonSchema(call.answer, 'output') } },
              },
            },
          }
        : { description: 'A file' },
      default: { description: 'The error envelope', content: { 'application/json': { schema: errorEnvelope } } },
    },
  };
}

/** The OpenAPI 3 document of the calls declared in packages/shared and registered by the server. */
export function openApiDocument(calls: readonly ApiCall[], version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const call of calls) {
    const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Aula API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
