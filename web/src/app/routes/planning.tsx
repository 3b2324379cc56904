import { BudgetTab } from '@/features/budget/components/budget-tab';
import { CountdownSummary } from '@/features/countdown/components/countdown-summary';
import { WeddingGuestsTab } from '@/features/guests/components/wedding-guests-tab';
import { CoupleGate } from '@/features/planning/components/couple-gate';
import { PlanningDashboard } from '@/features/planning/components/planning-dashboard';
import { TimelineTab } from '@/features/timeline/components/timeline-tab';
import { UpcomingTasks } from '@/features/timeline/components/upcoming-tasks';
import { PageHeader } from '@/ui/page-header';

// The page puts the planning features together (features do not import each other): the
// dashboard's shell and overview, and the timeline, budget and guests tabs.

export function PlanningPage() {
  return (
    <>
      <PageHeader
        eyebrow="Planning tools"
        title="Wedding Planning"
        intro="Your days to go, tasks, budget and guests in one place."
      />
      <CoupleGate>
        {(account, wedding) => (
          <PlanningDashboard
            account={account}
            wedding={wedding}
            slots={{
              timeline: <TimelineTab />,
              budget: <BudgetTab />,
              guests: <WeddingGuestsTab />,
              upcomingTasks: (onViewAll) => <UpcomingTasks limit={5} onViewAll={onViewAll} />,
              // The overview's panel has the Hide/Show toggle.
              countdown: <CountdownSummary showToggle={false} />,
            }}
          />
        )}
      </CoupleGate>
    </>
  );
}
