import { AssistantChatTab } from '@/features/assistant-chat/components/assistant-chat-tab';
import { BudgetTab } from '@/features/budget/components/budget-tab';
import { CollaborationTab } from '@/features/collaboration/components/collaboration-tab';
import { PlanningScopeGate } from '@/features/collaboration/components/planning-scope-gate';
import { WeddingSwitcher } from '@/features/collaboration/components/wedding-switcher';
import { CountdownSummary } from '@/features/countdown/components/countdown-summary';
import { WeddingGuestsTab } from '@/features/guests/components/wedding-guests-tab';
import { MoodBoardTab } from '@/features/moodboard/components/moodboard-tab';
import { CoupleGate } from '@/features/planning/components/couple-gate';
import { PlanningDashboard } from '@/features/planning/components/planning-dashboard';
import { activeBooking } from '@/features/planning/utils/active-booking';
import { SeatingTab } from '@/features/seating/components/seating-tab';
import { TimelineTab } from '@/features/timeline/components/timeline-tab';
import { UpcomingTasks } from '@/features/timeline/components/upcoming-tasks';
import { PageHeader } from '@/ui/page-header';

// The page puts the planning features together (features do not import each other): the
// dashboard's shell and overview, the timeline, budget, guests, seating, mood board, assistant
// and team tabs, and the switcher between weddings for someone on more than one team.

export function PlanningPage() {
  return (
    <>
      <PageHeader
        eyebrow="Planning tools"
        title="Wedding Planning"
        intro="Your days to go, tasks, budget, guests and team in one place."
      />
      <PlanningScopeGate>
        <CoupleGate>
          {(account, wedding) => (
            <PlanningDashboard
              account={account}
              wedding={wedding}
              slots={{
                timeline: <TimelineTab />,
                budget: <BudgetTab />,
                guests: <WeddingGuestsTab />,
                seating: <SeatingTab />,
                moodboard: <MoodBoardTab />,
                chat: <AssistantChatTab />,
                collaboration: <CollaborationTab bookingId={activeBooking(wedding.bookings)?.id ?? null} />,
                switcher: <WeddingSwitcher />,
                upcomingTasks: (onViewAll) => <UpcomingTasks limit={5} onViewAll={onViewAll} />,
                // The overview's panel has the Hide/Show toggle.
                countdown: <CountdownSummary showToggle={false} />,
              }}
            />
          )}
        </CoupleGate>
      </PlanningScopeGate>
    </>
  );
}
