import { useEffect, useRef } from 'react';
import { newlyReachedMilestones } from '@domain/planning/countdown';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { toast } from '@/ui/toast/use-toast';
import { readCelebratedMilestones, writeCelebratedMilestones } from '../utils/countdown-storage';
import { MILESTONE_TOAST_MS } from '../utils/countdown-timing';

/**
 * While the countdown runs, a milestone whose day it is gets its toast (title, description and
 * reward, 8 s), once: celebrated ids are remembered (in this browser when `remember`), so a
 * reload or the next tick does not raise it again. Checked on every tick through daysLeft.
 */
export function useMilestoneCelebrations(weddingDate: CalendarDate, daysLeft: number, remember: boolean): void {
  const celebrated = useRef<{ date: CalendarDate; ids: string[] } | null>(null);

  useEffect(() => {
    if (celebrated.current?.date !== weddingDate) {
      celebrated.current = { date: weddingDate, ids: remember ? readCelebratedMilestones(weddingDate) : [] };
    }
    const reached = newlyReachedMilestones(daysLeft, celebrated.current.ids);
    if (reached.length === 0) return;
    celebrated.current.ids = [...celebrated.current.ids, ...reached.map((milestone) => milestone.id)];
    if (remember) writeCelebratedMilestones(weddingDate, celebrated.current.ids);
    // One toast at a time (spec): the nearest milestone speaks for the day.
    const milestone = reached[reached.length - 1];
    toast({
      title: milestone.title,
      description: `${milestone.description} Reward: ${milestone.reward}`,
      variant: 'success',
      duration: MILESTONE_TOAST_MS,
    });
  }, [weddingDate, daysLeft, remember]);
}
