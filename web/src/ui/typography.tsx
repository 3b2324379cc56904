import styled from 'styled-components';

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaText};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.section};
`;

export const Lead = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const SectionHeader = styled.header<{ $center?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[10]};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`;
