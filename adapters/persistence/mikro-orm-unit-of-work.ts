import type { MikroORM } from '@mikro-orm/core';
import type { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/**
 * One database transaction around a use case. Repositories find it through MikroORM's
 * transaction context (see scopedEm); a unit of work inside another joins it.
 */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const em = this.orm.em.getContext(false);
    if (em.isInTransaction()) return work();
    return this.orm.em.transactional(() => work());
  }
}
