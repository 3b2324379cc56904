import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { myWeddingKey, updateMyWedding } from '@/shared/api/my-wedding';
import { Button } from '@/ui/button';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { TitledCard } from '@/ui/titled-card';

/** The countdown summary, which the couple may hide (kept on the wedding, so it stays hidden). */
export function CountdownPanel({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    setSaving(true);
    try {
      const wedding = await updateMyWedding({ countdownHidden: !hidden });
      await mutate(myWeddingKey, wedding, { revalidate: false });
    } catch (error) {
      toast({ title: 'Could not change the countdown', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const button = (
    <Button $variant="ghost" $size="sm" onClick={() => void toggle()} disabled={saving} aria-expanded={!hidden} aria-controls="overview-countdown-body">
      {hidden ? <EyeIcon /> : <EyeOffIcon />} {hidden ? 'Show countdown' : 'Hide countdown'}
    </Button>
  );

  return (
    <TitledCard id="overview-countdown" title="Countdown" action={button}>
      <div id="overview-countdown-body">
        {hidden ? <StyledHidden>The countdown is hidden. Show it again whenever you like.</StyledHidden> : children}
      </div>
    </TitledCard>
  );
}

const StyledHidden = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
