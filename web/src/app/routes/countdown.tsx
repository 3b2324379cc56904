import { PageHeader } from '@/ui/page-header';

export function CountdownPage() {
  return (
    <PageHeader
      eyebrow="Planning tools"
      title="Wedding Countdown"
      intro="Count down the days, hours, minutes and seconds to your wedding and celebrate each planning milestone."
    />
  );
}
