import type { EntityManager } from '@mikro-orm/core';
import type { VenuePhotoRepository } from '../../../domain/venue-management/photos-ports.js';
import type { VenuePhoto } from '../../../domain/venue-management/photos.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface PhotoRow {
  id: string;
  venue_id: string;
  position: number | string;
  is_cover: boolean;
  width: number | string;
  height: number | string;
  created_at: Date | string;
}

const COLUMNS = 'id, venue_id, position, is_cover, width, height, created_at';

function toPhoto(row: PhotoRow): VenuePhoto {
  return {
    id: row.id,
    venueId: row.venue_id,
    position: Number(row.position),
    isCover: row.is_cover,
    width: Number(row.width),
    height: Number(row.height),
    createdAt: toInstant(row.created_at),
  };
}

/** Venue photo rows in PostgreSQL (the bytes are in PhotoStorage). */
export class PostgresVenuePhotoRepository implements VenuePhotoRepository {
  constructor(private readonly em: EntityManager) {}

  async listByVenue(venueId: string): Promise<VenuePhoto[]> {
    if (!isUuid(venueId)) return [];
    const rows: PhotoRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from venue_photo where venue_id = ? order by position, id`, [venueId]);
    return rows.map(toPhoto);
  }

  async listByVenues(venueIds: readonly string[]): Promise<Map<string, VenuePhoto[]>> {
    const ids = [...new Set(venueIds.filter(isUuid))];
    const byVenue = new Map<string, VenuePhoto[]>();
    if (!ids.length) return byVenue;
    const rows: PhotoRow[] = await scopedEm(this.em).execute(
      `select ${COLUMNS} from venue_photo where venue_id in (${ids.map(() => '?').join(', ')}) order by venue_id, position, id`,
      ids,
    );
    for (const photo of rows.map(toPhoto)) byVenue.set(photo.venueId, [...(byVenue.get(photo.venueId) ?? []), photo]);
    return byVenue;
  }

  async lockVenue(venueId: string): Promise<void> {
    const em = scopedEm(this.em);
    // Outside a transaction the lock would end with the statement and guard nothing.
    if (!em.isInTransaction()) throw new Error('lockVenue must run inside a unit of work');
    if (isUuid(venueId)) await em.execute('select id from venue where id = ? for update', [venueId]);
  }

  async add(photo: VenuePhoto): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into venue_photo (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?)`,
      [photo.id, photo.venueId, photo.position, photo.isCover, photo.width, photo.height, photo.createdAt],
      'run',
    );
  }

  async setOrder(venueId: string, photoIds: readonly string[]): Promise<void> {
    for (const [position, id] of photoIds.entries()) {
      await scopedEm(this.em).execute(`update venue_photo set position = ? where venue_id = ? and id = ?`, [position, venueId, id], 'run');
    }
  }

  async setCover(venueId: string, photoId: string): Promise<void> {
    await scopedEm(this.em).execute(`update venue_photo set is_cover = false where venue_id = ? and is_cover and id <> ?`, [venueId, photoId], 'run');
    await scopedEm(this.em).execute(`update venue_photo set is_cover = true where venue_id = ? and id = ?`, [venueId, photoId], 'run');
  }

  async delete(venueId: string, photoId: string): Promise<boolean> {
    if (!isUuid(venueId) || !isUuid(photoId)) return false;
    const result = await scopedEm(this.em).execute(`delete from venue_photo where venue_id = ? and id = ?`, [venueId, photoId], 'run');
    return Number((result as { affectedRows?: number }).affectedRows ?? 0) > 0;
  }
}
