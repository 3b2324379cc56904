import type { VenueRepository } from '../../domain/venues/venue-repository.js';
import type { MikroORM } from '@mikro-orm/core';
import { Bench } from 'tinybench';
import { DEFAULT_PAGE_SIZE, type VenueSearchCriteria } from '../../domain/venues/venue-search.js';
import { venueSearchPageSql } from '../persistence/repositories/venue-search-sql.js';

const page = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

/** Searches couples really make, from broad to narrow. */
export const SEARCH_SCENARIOS: { name: string; criteria: VenueSearchCriteria }[] = [
  { name: 'no filter, recommended', criteria: { ...page, sort: 'recommended' } },
  { name: 'no filter, price low-high', criteria: { ...page, sort: 'price-asc' } },
  { name: 'no filter, rating', criteria: { ...page, sort: 'rating' } },
  { name: 'guests, recommended', criteria: { ...page, sort: 'recommended', guestCount: 150 } },
  { name: 'town', criteria: { ...page, sort: 'recommended', location: 'Wimberley' } },
  { name: 'town + guests + budget', criteria: { ...page, sort: 'price-asc', location: 'Boerne', guestCount: 150, budgetMinCents: 1_000_000, budgetMaxCents: 2_000_000 } },
  { name: 'types + amenities', criteria: { ...page, sort: 'rating', venueTypes: ['barn', 'garden'], amenities: ['Bridal Suite', 'Dance Floor'] } },
  { name: 'every filter', criteria: { ...page, sort: 'recommended', location: 'spring', guestCount: 100, budgetMinCents: 500_000, budgetMaxCents: 3_500_000, venueTypes: ['outdoor'], amenities: ['Outdoor Space'] } },
  { name: 'deep page', criteria: { page: 40, pageSize: DEFAULT_PAGE_SIZE, sort: 'price-desc', guestCount: 120 } },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface SearchPlan {
  indexes: string[];
  seqScanOnVenue: boolean;
  nodes: string[];
}

function walk(node: PlanNode, into: PlanNode[] = []): PlanNode[] {
  into.push(node);
  node.Plans?.forEach((child) => walk(child, into));
  return into;
}

/** What PostgreSQL does for the page query of a search. */
export async function explainSearch(orm: MikroORM, criteria: VenueSearchCriteria): Promise<SearchPlan> {
  const em = orm.em.fork();
  const sql = venueSearchPageSql(em.getPlatform(), criteria);
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`);
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
  const nodes = walk(plan);
  return {
    indexes: [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))],
    seqScanOnVenue: nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venue'),
    nodes: nodes.map((n) => n['Node Type']),
  };
}

export interface ScenarioFigures {
  name: string;
  /** What the search reports: exact up to SEARCH_COUNT_LIMIT, then the limit with moreThanTotal. */
  total: number;
  moreThanTotal: boolean;
  meanMs: number;
  p99Ms: number;
  plan: SearchPlan;
}

/** Times each scenario (page and count, as the API runs them) and reads its plan. */
export async function benchmarkSearch(orm: MikroORM, venues: VenueRepository, time = 1000): Promise<ScenarioFigures[]> {
  const bench = new Bench({ time, warmupTime: 200 });
  const totals = new Map<string, { total: number; moreThanTotal?: boolean }>();
  for (const { name, criteria } of SEARCH_SCENARIOS) {
    bench.add(name, async () => {
      totals.set(name, await venues.search(criteria));
    });
  }
  await bench.run();
  const figures: ScenarioFigures[] = [];
  for (const [i, task] of bench.tasks.entries()) {
    const scenario = SEARCH_SCENARIOS[i];
    const latency = task.result && 'latency' in task.result ? task.result.latency : undefined;
    figures.push({
      name: scenario.name,
      total: totals.get(scenario.name)?.total ?? 0,
      moreThanTotal: totals.get(scenario.name)?.moreThanTotal === true,
      meanMs: latency?.mean ?? Number.NaN,
      p99Ms: latency?.p99 ?? Number.NaN,
      plan: await explainSearch(orm, scenario.criteria),
    });
  }
  return figures;
}
