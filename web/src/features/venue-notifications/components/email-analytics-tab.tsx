import { lazy, Suspense } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CellNote, CellTitle, DataCard, DataCards, DataTable, type DataColumn } from '@/ui/data-table';
import { AlertIcon, CheckIcon, EyeIcon, MailIcon, SendIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StatCard, StatGrid } from '@/ui/stat-card';
import { StateMessage } from '@/ui/state-message';
import { useMediaQuery } from '@/ui/use-media-query';
import { ANALYTICS_MONTHS, useEmailAnalytics } from '../api/email-analytics';
import type { EmailAnalytics, MonthEmailFigures, TemplateEmailFigures } from '../types';
import { deliveredNote, formatCount, formatOpenRate, KIND_LABELS, monthLabel, openedLabel } from '../utils/email-figures';

// recharts loads only when there are figures to chart.
const EmailMonthChart = lazy(async () => ({ default: (await import('./email-month-chart')).EmailMonthChart }));

interface EmailAnalyticsTabProps {
  venueId: string;
  /** Shows the Settings tab, where open tracking is turned on or off. */
  onOpenSettings(): void;
}

/** What the venue's own emails did: sent, delivered, failed and, where tracked, opened. */
export function EmailAnalyticsTab({ venueId, onOpenSettings }: EmailAnalyticsTabProps) {
  const { data, error, mutate } = useEmailAnalytics(venueId);

  if (error && !data) {
    return (
      <LoadError title="Your email figures did not load" onRetry={() => void mutate()}>
        Check your connection and try again.
      </LoadError>
    );
  }

  return (
    <StyledTab>
      <StyledHead>
        <h3>Email analytics</h3>
        <p>
          The last {ANALYTICS_MONTHS} months of emails your templates and auto-response sent to couples. Test emails you send yourself are not counted.
        </p>
      </StyledHead>
      {!data ? (
        <Loading />
      ) : (
        <>
          <TrackingNote on={data.trackOpens} onOpenSettings={onOpenSettings} />
          {data.totals.sent === 0 ? (
            <StateMessage icon={<MailIcon />} title="No emails sent from your templates yet">
              When you confirm a booking, a reminder falls due, you send a template to a couple or your auto-response answers an inquiry, the figures show here.
            </StateMessage>
          ) : (
            <Figures data={data} />
          )}
        </>
      )}
    </StyledTab>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading email figures">
      <StatGrid>
        {['Sent', 'Delivered', 'Failed', 'Opened'].map((label) => (
          <StatCard key={label} label={label} icon={<MailIcon />} stat={undefined} />
        ))}
      </StatGrid>
      <Skeleton $height="12rem" />
    </div>
  );
}

function TrackingNote({ on, onOpenSettings }: { on: boolean; onOpenSettings(): void }) {
  return (
    <StyledNote role="note" aria-label="Open tracking">
      <EyeIcon aria-hidden="true" />
      <div>
        <p>
          <strong>Open tracking is {on ? 'on' : 'off'}.</strong>{' '}
          {on
            ? 'Emails sent now carry an invisible image that tells you when they are opened. Opens are counted only for those emails, and some couples’ mail apps block the image, so the real figure may be higher.'
            : 'It is off by default. Turn it on to add an invisible image to your emails so you can see when they are opened; some couples’ mail apps block it.'}
        </p>
        <Button $variant="outline" $size="sm" onClick={onOpenSettings}>
          {on ? 'Change in Settings' : 'Turn on in Settings'}
        </Button>
      </div>
    </StyledNote>
  );
}

function Figures({ data }: { data: EmailAnalytics }) {
  const { totals } = data;
  const wide = useMediaQuery(useTheme().media.md);
  return (
    <>
      <StatGrid>
        <StatCard label="Sent" icon={<SendIcon />} stat={{ value: formatCount(totals.sent), note: `in the last ${ANALYTICS_MONTHS} months` }} />
        <StatCard label="Delivered" icon={<CheckIcon />} stat={{ value: formatCount(totals.delivered), note: deliveredNote(totals) }} />
        <StatCard label="Failed" icon={<AlertIcon />} stat={{ value: formatCount(totals.failed), note: 'not delivered after every retry' }} />
        <StatCard label="Opened" icon={<EyeIcon />} stat={{ value: formatOpenRate(totals.openRate), note: openedLabel(totals) }} />
      </StatGrid>
      <StyledFinePrint>
        Delivered means the mail server accepted the email for delivery (without a mail server set up, it is kept in the outbox); it cannot tell whether it reached the inbox.
      </StyledFinePrint>
      <section aria-labelledby="email-by-template">
        <StyledSubhead id="email-by-template">By template</StyledSubhead>
        {wide ? (
          <DataTable caption="Emails by template" columns={TEMPLATE_COLUMNS} rows={data.byTemplate} rowKey={templateKey} />
        ) : (
          <DataCards aria-label="Emails by template">
            {data.byTemplate.map((row) => (
              <DataCard key={templateKey(row)}>
                <div>
                  <CellTitle>{row.name}</CellTitle>
                  <KindNote row={row} />
                </div>
                <StyledPairs>
                  <dt>Sent</dt>
                  <dd>{formatCount(row.sent)}</dd>
                  <dt>Delivered</dt>
                  <dd>{formatCount(row.delivered)}</dd>
                  <dt>Failed</dt>
                  <dd>{formatCount(row.failed)}</dd>
                  <dt>Opened</dt>
                  <dd>{openedCell(row)}</dd>
                </StyledPairs>
              </DataCard>
            ))}
          </DataCards>
        )}
      </section>
      <section aria-labelledby="email-by-month">
        <StyledSubhead id="email-by-month">By month</StyledSubhead>
        <StyledChart>
          <Suspense fallback={<Skeleton $height="15rem" />}>
            <EmailMonthChart months={data.byMonth} />
          </Suspense>
        </StyledChart>
        <StyledMonths $compact={!wide}>
          <DataTable caption="Emails by month, newest first" columns={wide ? MONTH_COLUMNS : SHORT_MONTH_COLUMNS} rows={[...data.byMonth].reverse()} rowKey={(row) => row.month} />
        </StyledMonths>
      </section>
    </>
  );
}

/** The template's kind under its name, unless the name already says it. */
function KindNote({ row }: { row: TemplateEmailFigures }) {
  const kind = KIND_LABELS[row.kind];
  return row.name.toLowerCase() === kind.toLowerCase() ? null : <CellNote>{kind}</CellNote>;
}

const templateKey = (row: TemplateEmailFigures) => row.templateId ?? `kind:${row.kind}`;

const openedCell = (row: Pick<TemplateEmailFigures, 'opened' | 'tracked' | 'openRate'>) =>
  row.opened === null ? 'Not tracked' : `${formatOpenRate(row.openRate)} (${openedLabel(row)})`;

const TEMPLATE_COLUMNS: readonly DataColumn<TemplateEmailFigures>[] = [
  {
    header: 'Template',
    rowHeader: true,
    cell: (row) => (
      <>
        <CellTitle>{row.name}</CellTitle>
        <KindNote row={row} />
      </>
    ),
  },
  { header: 'Sent', cell: (row) => formatCount(row.sent) },
  { header: 'Delivered', cell: (row) => formatCount(row.delivered) },
  { header: 'Failed', cell: (row) => formatCount(row.failed) },
  { header: 'Opened', cell: openedCell },
];

const monthColumns = (style: 'long' | 'short'): readonly DataColumn<MonthEmailFigures>[] => [
  { header: 'Month', rowHeader: true, cell: (row) => monthLabel(row.month, style) },
  { header: 'Sent', cell: (row) => formatCount(row.sent) },
  { header: 'Delivered', cell: (row) => formatCount(row.delivered) },
  { header: 'Failed', cell: (row) => formatCount(row.failed) },
  { header: 'Opened', cell: (row) => (row.opened === null ? '—' : `${formatCount(row.opened)} of ${formatCount(row.tracked)}`) },
];
const MONTH_COLUMNS = monthColumns('long');
const SHORT_MONTH_COLUMNS = monthColumns('short');

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
`;

const StyledHead = styled.div`
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const StyledNote = styled(Card)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    color: ${({ theme }) => theme.colors.oak};
  }
  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
  }
`;

const StyledChart = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
`;

const StyledFinePrint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSubhead = styled.h4`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPairs = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

/** On a phone the month table keeps its five columns by tightening the cells. */
const StyledMonths = styled.div<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact &&
    css`
      && table th,
      && table td {
        padding-left: ${({ theme }) => theme.space[1.5]};
        padding-right: ${({ theme }) => theme.space[1.5]};
      }
      && table thead th { letter-spacing: 0; }
      && table tbody th { white-space: nowrap; }
    `}
`;
