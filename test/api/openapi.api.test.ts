import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Schema = { $ref?: string; type?: string; items?: Schema };
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses: Record<string, Response> };

let t: TestApp;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const doc = (await request(t.http).get('/api/docs/json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => t.close());

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBodyResponse' };

describe('the OpenAPI document', () => {
  it('describes every API operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(46);
    expect(operations.every(({ name }) => name.split(' ')[1].startsWith('/api/'))).toBe(true);
  });

  it('gives every operation a success answer with a schema, or a 204 with no body', () => {
    const undocumented = operations
      .filter(({ operation }) => {
        const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        return !successes.length || successes.some(([status, answer]) => status !== '204' && !Object.values(answer.content ?? {}).some((c) => c.schema));
      })
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
  });

  it('declares the shared error body for 4xx and 5xx answers on every operation', () => {
    const without = operations
      .filter(({ operation }) => ['4XX', '5XX'].some((status) => operation.responses[status]?.content?.['application/json']?.schema?.$ref !== ERROR_BODY.$ref))
      .map(({ name }) => name);
    expect(without).toEqual([]);
  });

  it('shows the error body with its code list and the field at fault', async () => {
    const doc = (await request(t.http).get('/api/docs/json')).body;
    const errorBody = doc.components.schemas.ErrorBodyResponse;
    expect(errorBody.required.sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(errorBody.properties.field).toMatchObject({ type: 'string' });
    expect(doc.components.schemas.ErrorCode.enum).toEqual(expect.arrayContaining(['BOOKING.DATE_TAKEN', 'REQUEST.INVALID_INPUT']));
  });
});
