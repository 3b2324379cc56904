// The parts of an OpenAPI 3.0 document the fuzz suite reads.

export interface SchemaObject {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface MediaObject {
  schema?: SchemaObject;
}

export interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, MediaObject>; required?: boolean };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  /** "POST /api/guests" */
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  spec: OperationObject;
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ name: `${method.toUpperCase()} ${path}`, method: method as Operation['method'], path, spec })),
  );
}

export function resolveSchema(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  for (let hops = 0; current.$ref; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target || hops > 20) throw new Error(`Unresolvable schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}
