import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { VendorQuery, VendorRepository } from '../../../domain/vendors/vendor-repository.js';
import type { Vendor, VendorCategory } from '../../../domain/vendors/vendor.js';
import type { VendorProfile } from '../../../domain/vendors/vendor-repository.js';
import { VendorEntity, type VendorRow } from '../entities/vendor.entity.js';
import { isUuid } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

function toVendor(row: VendorRow): Vendor {
  const { ownerId: _owner, published: _published, ...vendor } = row;
  return { ...vendor, category: row.category as VendorCategory, rating: Number(row.rating) };
}

export class MikroOrmVendorRepository implements VendorRepository {
  constructor(private readonly em: EntityManager) {}

  async find(query: VendorQuery): Promise<Vendor[]> {
    const qb = scopedEm(this.em).createQueryBuilder(VendorEntity, 'v').select('*');
    qb.andWhere({ published: true });
    if (query.category) qb.andWhere({ category: query.category });
    if (query.location) {
      // A town is matched whole, case-insensitively, against each entry of the service area.
      qb.andWhere('exists (select 1 from unnest(v.service_area) as town where lower(town) = lower(?))', [query.location]);
    }
    const rows = await qb.orderBy([{ rating: 'desc' }, { reviewCount: 'desc' }, { name: 'asc' }]).getResultList();
    return rows.map(toVendor);
  }

  async findPublished(id: string): Promise<Vendor | null> {
    if (!isUuid(id)) return null;
    const row = await scopedEm(this.em).findOne(VendorEntity, { id, published: true });
    return row ? toVendor(row) : null;
  }

  async findByOwner(ownerId: string): Promise<VendorProfile | null> {
    if (!isUuid(ownerId)) return null;
    const row = await scopedEm(this.em).findOne(VendorEntity, { ownerId });
    return row ? { ...toVendor(row), ownerId, published: row.published } : null;
  }

  async saveProfile(profile: VendorProfile): Promise<void> {
    await scopedEm(this.em).upsert(VendorEntity, profile, { onConflictFields: ['id'] });
  }

  async insertMany(vendors: Vendor[]): Promise<void> {
    await scopedEm(this.em).insertMany(VendorEntity, vendors.map((vendor) => ({ ...vendor, ownerId: null, published: true })));
  }

  async count(): Promise<number> {
    return scopedEm(this.em).count(VendorEntity, {});
  }
}
