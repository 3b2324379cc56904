import type { MikroORM } from '@mikro-orm/core';
import type { Ports } from '../../domain/ports.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { MailDelivery } from '../mail/mail-delivery.js';
import { mailTransportFromEnv } from '../mail/mail-transport.js';
import type { DatabaseTarget } from '../persistence/database-config.js';
import { photoStorageFromEnv } from '../photo-storage/photo-storage-config.js';
import { listenForCatalogueChanges } from '../persistence/read-cache/catalogue-change-feed.js';
import { CatalogueReadCache } from '../persistence/read-cache/catalogue-read-cache.js';
import { IndexedVenueSearch, venuesKeptBeside } from '../persistence/search-index/indexed-venue-search.js';
import { UuidGenerator } from '../runtime/uuid-generator.js';
import { bookingPolicyFromEnv } from './booking-policy-from-env.js';
import { buildPorts } from './build-ports.js';
import { buildUseCases, type UseCases } from './build-use-cases.js';
import { EVENT_SUBSCRIPTIONS, jobDefinitions } from './job-definitions.js';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface ApplicationOptions {
  orm: MikroORM;
  target: DatabaseTarget;
  clock: Clock;
  ids?: IdGenerator;
  /** Lower only in tests: production always hashes passwords at the OWASP cost. */
  scrypt?: { N: number; r: number; p: number };
  /**
   * Whether this process works background jobs, once startWorkingJobs() is called (the web server
   * calls it when it answers, so the workers' first fetches do not compete with its start); a
   * web-only instance (RUN_JOBS=false) just queues them.
   */
  workJobs: boolean;
  /** The clock was moved (HCW_NOW): the job worker follows it for scheduled work. */
  clockShifted?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Serve hot public reads from a cache kept fresh by the database's change notices (the web server). */
  cacheReads?: boolean;
}

/** The whole core, wired: what the HTTP app, the CLI, the seed and the tests all start from. */
export interface Application {
  orm: MikroORM;
  ports: Ports;
  useCases: UseCases;
  jobs: PgBossJobQueue;
  /** Where people open the site (PUBLIC_URL), for links in mail. */
  publicUrl: string;
  /** Starts the job workers of an application opened with workJobs; otherwise does nothing. */
  startWorkingJobs(): Promise<void>;
  close(): Promise<void>;
}

/** The composition root: the one place where ports, adapters, use cases and jobs are built. */
export async function openApplication(options: ApplicationOptions): Promise<Application> {
  const { orm, target, clock, env = process.env } = options;
  const ids = options.ids ?? new UuidGenerator();
  const publicUrl = (env.PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const bookingPolicy = bookingPolicyFromEnv(env);
  const jobs = await PgBossJobQueue.open(orm, target, clock, { listen: options.workJobs });
  const feed = options.cacheReads ? await listenForCatalogueChanges(orm, target) : null;
  const inTransaction = () => orm.em.getContext(false).isInTransaction();
  const readCache = feed ? new CatalogueReadCache(feed, { inTransaction }) : undefined;
  const searchIndex = feed ? new IndexedVenueSearch(orm.em, feed, { inTransaction, venuesKept: venuesKeptBeside(target.kind) }) : undefined;
  const ports = buildPorts({ orm, jobs, eventSubscriptions: EVENT_SUBSCRIPTIONS, clock, ids, scrypt: options.scrypt, photoStorage: photoStorageFromEnv(target, env), readCache, searchIndex });
  const useCases = buildUseCases(ports, bookingPolicy);
  const delivery = new MailDelivery(orm.em, mailTransportFromEnv(env), publicUrl, clock);
  await jobs.start(jobDefinitions({ orm, useCases, delivery }), { work: false });
  const startWorkingJobs = () => (options.workJobs ? jobs.work({ pollingIntervalSeconds: 1, followAppClock: options.clockShifted === true }) : Promise.resolve());
  const close = async () => {
    await jobs.stop();
    readCache?.close();
    searchIndex?.close();
    await feed?.close();
  };
  return { orm, ports, useCases, jobs, publicUrl, startWorkingJobs, close };
}
