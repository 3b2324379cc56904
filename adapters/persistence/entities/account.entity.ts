import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AccountEntity = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    passwordHash: p.text(),
    accountType: p.text(),
    firstName: p.text(),
    lastName: p.text(),
    phone: p.text().nullable(),
    details: p.json<Record<string, unknown>>().columnType('jsonb'),
    createdAt: p.datetime().columnType('timestamptz'),
    emailVerifiedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type AccountRow = InferEntity<typeof AccountEntity>;
