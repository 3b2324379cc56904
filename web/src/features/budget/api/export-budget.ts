import { fetchFile, type FetchedFile } from '@/lib/download-file';
import type { BudgetExportFormat } from '../types';

export type BudgetFile = FetchedFile;

const FALLBACK_NAME = 'hill-country-wedding-budget';

/** GET /api/my/budget.json or .csv as a file, named by the server: hill-country-wedding-budget-{date}.json */
export function fetchBudgetFile(format: BudgetExportFormat): Promise<BudgetFile> {
  return fetchFile(`/api/my/budget.${format}`, `${FALLBACK_NAME}.${format}`);
}
