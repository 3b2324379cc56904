import { PageHeader } from '@/ui/page-header';

export function PlanningPage() {
  return (
    <PageHeader
      eyebrow="Planning tools"
      title="Wedding Planning"
      intro="Your planning dashboard: tasks, budget, guests, mood board, assistant chat and collaboration in one place."
    />
  );
}
