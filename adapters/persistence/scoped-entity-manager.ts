import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * The EntityManager for this moment: inside a unit of work, one that runs in its open
 * transaction; outside, a fresh fork. Repositories always go through this, so a use case's
 * writes commit or roll back together.
 */
export function scopedEm(em: EntityManager): SqlEntityManager {
  return em.fork({ keepTransactionContext: true }) as SqlEntityManager;
}
