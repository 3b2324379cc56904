import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/ui/container';
import { CalendarIcon, HeartIcon, MessageIcon, ScaleIcon, SearchIcon } from '@/ui/icons';
import { Section } from '@/ui/section';
import { Eyebrow, Lead, SectionHeader, SectionTitle } from '@/ui/typography';
import { HOW_IT_WORKS_SECTION_ID } from '../section-ids';

interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

const STEPS: readonly Step[] = [
  {
    title: 'Search & Filter',
    text: 'Tell us your location, guest count and budget, then filter by venue style and amenities.',
    icon: <SearchIcon />,
  },
  {
    title: 'Compare Favorites',
    text: 'Put up to three venues side by side: price, capacity, rating, venue type and amenities.',
    icon: <ScaleIcon />,
  },
  {
    title: 'Check Dates & Inquire',
    text: 'See which dates are open on the venue calendar and send questions straight to the venue.',
    icon: <MessageIcon />,
  },
  {
    title: 'Book & Plan',
    text: 'Hold your date with a 25% deposit, then plan with a timeline, budget, guest list and countdown.',
    icon: <CalendarIcon />,
  },
];

export function HowItWorks() {
  return (
    <Section id={HOW_IT_WORKS_SECTION_ID} $tone="surface" aria-labelledby="how-it-works-title">
      <Container>
        <SectionHeader $center>
          <Eyebrow>How It Works</Eyebrow>
          <SectionTitle id="how-it-works-title">From first search to “I do”</SectionTitle>
          <Lead>Four calm steps, with everything you need in one place.</Lead>
        </SectionHeader>
        <StyledSteps>
          {STEPS.map((step, index) => (
            <StyledStep key={step.title}>
              <StyledIcon aria-hidden="true">{step.icon}</StyledIcon>
              <StyledNumber>Step {index + 1}</StyledNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </StyledStep>
          ))}
        </StyledSteps>
        <StyledNote>
          <HeartIcon aria-hidden="true" /> Searching, comparing and sending inquiries need no account.
        </StyledNote>
      </Container>
    </Section>
  );
}

const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledStep = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: ${({ theme }) => theme.lineHeights.relaxed}; }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaText};
`;

const StyledNote = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[10]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.terracotta}; }
`;
