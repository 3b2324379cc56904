import styled from 'styled-components';
import type { CountdownParts } from '@domain/planning/countdown';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const satisfies readonly { key: keyof CountdownParts; label: string }[];

/** Days, hours, minutes and seconds to the wedding; a timer role is not read out on every tick. */
export function CountdownTimer({ parts }: { parts: CountdownParts }) {
  return (
    <StyledTimer role="timer" aria-label="Time to your wedding" aria-live="off">
      {UNITS.map(({ key, label }) => (
        <StyledUnit key={key} data-unit={key}>
          <StyledValue>{key === 'days' ? parts[key].toLocaleString('en-US') : String(parts[key]).padStart(2, '0')}</StyledValue>
          <StyledLabel>{label}</StyledLabel>
        </StyledUnit>
      ))}
    </StyledTimer>
  );
}

const StyledTimer = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 40rem;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledUnit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.oakHover};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.oak};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const StyledValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.6rem, 1.1rem + 2.6vw, 3.25rem);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  color: ${({ theme }) => theme.colors.white};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;
