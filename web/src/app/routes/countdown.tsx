import { CountdownView } from '@/features/countdown/components/countdown-view';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';

export function CountdownPage() {
  return (
    <>
      <PageHeader
        eyebrow="Planning tools"
        title="Wedding Countdown"
        intro="Count down the days, hours, minutes and seconds to your wedding and celebrate each planning milestone."
      />
      <Page>
        <CountdownView />
      </Page>
    </>
  );
}
