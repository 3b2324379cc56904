import type { Ports } from '../../ports.js';
import { DomainError } from '../../shared/domain-error.js';
import { checkCatalogueVenue, readCatalogue, toCatalogueVenue, writeCatalogue, type CatalogueFormat, type RowProblem } from '../catalogue-transfer.js';
import type { Venue, VenuePackage } from '../../venues/venue.js';

const PAGE = 1000;

export interface CatalogueImportRow {
  /** 1 for the first venue of the file. */
  row: number;
  id: string | null;
  name: string | null;
  problems: RowProblem[];
  /** Set when the owner it names has no account here: imported without an owner. */
  note: string | null;
}

export interface CatalogueImportReport {
  rows: CatalogueImportRow[];
  valid: number;
  invalid: number;
  /** How many venues were written: all the file's, or none. */
  imported: number;
  dryRun: boolean;
}

/** A file with rows that break the rules: nothing was imported; the report says what is wrong where. */
export class CatalogueImportRefusedError extends DomainError {
  constructor(readonly report: CatalogueImportReport) {
    super('INVALID_INPUT', 'VENUE_IMPORT.INVALID_ROWS', `${report.invalid} of ${report.rows.length} rows cannot be imported; nothing was imported`, 'file');
  }
}

/**
 * The operators' catalogue file (`hcw venues export` / `import`). An import checks every row by
 * the catalogue's rules, refuses ids already in the catalogue or repeated in the file, and then
 * writes all of it in one unit of work, or nothing.
 */
export class TransferCatalogue {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'accounts' | 'uow'>) {}

  async export(format: CatalogueFormat): Promise<{ text: string; venues: number }> {
    const { venues } = this.ports;
    const all = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await venues.list({ limit: PAGE, offset });
      for (const venue of page.venues) all.push(toCatalogueVenue(venue, await venues.packagesOf(venue.id)));
      if (page.venues.length < PAGE) break;
    }
    return { text: writeCatalogue(all, format), venues: all.length };
  }

  async import(text: string, format: CatalogueFormat, options: { dryRun: boolean }): Promise<CatalogueImportReport> {
    const raw = readCatalogue(text, format);
    const rows: CatalogueImportRow[] = [];
    const accepted: { venue: Venue; packages: VenuePackage[]; blockedDates: [] }[] = [];
    const seen = new Set<string>();
    const seenPackages = new Set<string>();
    const owners = new Map<string, boolean>();
    for (const [i, item] of raw.entries()) {
      const checked = checkCatalogueVenue(item);
      const row: CatalogueImportRow = { row: i + 1, id: null, name: null, problems: [], note: null };
      const given = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      row.id = typeof given.id === 'string' ? given.id : null;
      row.name = typeof given.name === 'string' ? given.name : null;
      rows.push(row);
      if ('problems' in checked) {
        row.problems = checked.problems;
        continue;
      }
      const { venue, packages } = checked;
      if (seen.has(venue.id)) row.problems.push({ field: 'id', message: 'appears twice in the file' });
      else if (await this.ports.venues.findById(venue.id)) row.problems.push({ field: 'id', message: 'is already in the catalogue' });
      seen.add(venue.id);
      for (const pkg of packages) {
        if (seenPackages.has(pkg.id)) row.problems.push({ field: 'packages.id', message: `package ${pkg.id} appears twice in the file` });
        seenPackages.add(pkg.id);
      }
      if (venue.ownerId) {
        if (!owners.has(venue.ownerId)) owners.set(venue.ownerId, (await this.ports.accounts.findById(venue.ownerId)) !== null);
        if (!owners.get(venue.ownerId)) {
          row.note = `owner ${venue.ownerId} has no account here: imported without an owner`;
          venue.ownerId = null;
        }
      }
      if (row.problems.length === 0) accepted.push({ venue, packages, blockedDates: [] });
    }
    const invalid = rows.filter((r) => r.problems.length > 0).length;
    const report: CatalogueImportReport = { rows, valid: rows.length - invalid, invalid, imported: 0, dryRun: options.dryRun };
    if (invalid > 0) throw new CatalogueImportRefusedError(report);
    if (options.dryRun || accepted.length === 0) return report;
    await this.ports.uow.run(async () => {
      for (let i = 0; i < accepted.length; i += PAGE) await this.ports.venues.insertMany(accepted.slice(i, i + PAGE));
    });
    return { ...report, imported: accepted.length };
  }
}
