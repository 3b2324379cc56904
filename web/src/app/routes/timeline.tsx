import { PlanningScopeGate } from '@/features/collaboration/components/planning-scope-gate';
import { CoupleGate } from '@/features/timeline/components/couple-gate';
import { TimelineTab } from '@/features/timeline/components/timeline-tab';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';

export function TimelinePage() {
  return (
    <>
      <PageHeader
        eyebrow="Planning tools"
        title="Wedding Planning Timeline"
        intro="A month-by-month checklist generated from your wedding date, with filters by category and status."
      />
      {/* A collaborator's browser plans the wedding it chose (or the first it joined) before anything is read. */}
      <PlanningScopeGate>
        <CoupleGate>
          <Page>
            <TimelineTab />
          </Page>
        </CoupleGate>
      </PlanningScopeGate>
    </>
  );
}
