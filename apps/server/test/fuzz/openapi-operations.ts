/** The slice of JSON Schema the OpenAPI document uses for inputs. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One operation of the API, as the fuzzer fills it in. */
export type Operation = {
  method: string;
  /** OpenAPI form, `/dashboard/users/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
};

/** Every operation the server's own OpenAPI document describes. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const named = (where: Parameter['in']) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: named('query'),
        headers: named('header'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

/** `/dashboard/users/{id}` → `/dashboard/users/:id`, the form Fastify declares routes in. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
