import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { Button } from '@/ui/button';
import { CalendarIcon, HeartIcon } from '@/ui/icons';
import type { CountdownSnapshot } from '../utils/countdown-snapshot';
import { CountdownTimer } from './countdown-timer';

interface CountdownHeroProps {
  snapshot: CountdownSnapshot;
  /** Where the countdown is kept, in a few words ("Saved to your wedding plan"). */
  status: ReactNode;
  onChangeDate(): void;
  /** Move focus to the date once shown: after the couple started or changed it. */
  focusOnShow?: boolean;
}

/** The wedding date in long US format and the live timer, on the dark live-oak band. */
export function CountdownHero({ snapshot, status, onChangeDate, focusOnShow = false }: CountdownHeroProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, snapshot.weddingDate]);

  return (
    <StyledHero aria-labelledby="countdown-date">
      <StyledEyebrow>{snapshot.arrived ? 'Your wedding day' : 'Counting down to'}</StyledEyebrow>
      <StyledDate id="countdown-date" ref={headingRef} tabIndex={-1}>
        {formatLongDate(snapshot.weddingDate)}
      </StyledDate>
      {snapshot.arrived && (
        <StyledArrived>
          <HeartIcon aria-hidden="true" /> The big day is here. Congratulations!
        </StyledArrived>
      )}
      <CountdownTimer parts={snapshot.timer} />
      <StyledFooter>
        <StyledStatus>{status}</StyledStatus>
        <Button $variant="onDark" $size="sm" onClick={onChangeDate}>
          <CalendarIcon /> Change date
        </Button>
      </StyledFooter>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[8]};
  }
`;

const StyledEyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaOnDark};
`;

const StyledDate = styled.h2`
  color: ${({ theme }) => theme.colors.white};
  font-size: clamp(1.5rem, 1.1rem + 2vw, 2.5rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};

  &:focus { outline: none; }
  &:focus-visible { box-shadow: ${({ theme }) => theme.shadows.focus}; border-radius: ${({ theme }) => theme.radii.sm}; }
`;

const StyledArrived = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.sunlight};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledStatus = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
