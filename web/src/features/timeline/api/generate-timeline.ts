import { apiRequest } from '@/lib/api-client';
import type { GenerateTimelineRequest, Timeline } from '../types';

/** Generates the wedding's timeline; again, it updates the plan's tasks and keeps the couple's own. */
export function generateTimeline(request: GenerateTimelineRequest): Promise<Timeline> {
  return apiRequest<Timeline>('POST', '/api/timeline/generate', request);
}
