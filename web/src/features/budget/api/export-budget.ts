import { ApiError, type ApiErrorBody } from '@/lib/api-client';
import { weddingScopeHeaders } from '@/lib/planning-scope';
import type { BudgetExportFormat } from '../types';

export interface BudgetFile {
  blob: Blob;
  /** As the server names it: hill-country-wedding-budget-{date}.json */
  fileName: string;
}

const FALLBACK_NAME = 'hill-country-wedding-budget';

/** GET /api/my/budget.json or .csv as a file, with the name the server gives it. */
export async function fetchBudgetFile(format: BudgetExportFormat): Promise<BudgetFile> {
  const response = await fetch(`/api/my/budget.${format}`, { credentials: 'include', headers: weddingScopeHeaders() });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText, parseBody(text));
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${FALLBACK_NAME}.${format}`;
  return { blob: await response.blob(), fileName };
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const body = JSON.parse(text) as ApiErrorBody;
    return typeof body?.statusCode === 'number' ? body : null;
  } catch {
    return null;
  }
}
