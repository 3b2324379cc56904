import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { ArrowRightIcon, ClockIcon, ImageIcon, ListChecksIcon, SparkleIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { Section } from '@/ui/section';
import { Eyebrow, Lead, SectionHeader, SectionTitle } from '@/ui/typography';

interface Tool {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

const TOOLS: readonly Tool[] = [
  {
    title: 'Timeline Generator',
    text: 'A month-by-month checklist built from your wedding date, with progress you can track.',
    to: '/timeline',
    icon: <ListChecksIcon />,
  },
  {
    title: 'Budget Calculator',
    text: 'Set a total, split it by category and see what you have spent against the plan.',
    to: '/planning',
    icon: <WalletIcon />,
  },
  {
    title: 'Guest List & RSVPs',
    text: 'Keep invitations, RSVPs, dietary needs and table assignments in one list.',
    to: '/planning',
    icon: <UsersIcon />,
  },
  {
    title: 'Wedding Countdown',
    text: 'A live countdown with planning milestones to celebrate as the day gets closer.',
    to: '/countdown',
    icon: <ClockIcon />,
  },
  {
    title: 'Mood Board',
    text: 'Collect colours, florals and ideas to share with your partner, venue and vendors.',
    to: '/planning',
    icon: <ImageIcon />,
  },
  {
    title: 'Style Match',
    text: 'Describe your style and atmosphere and see venues ranked by how well they fit.',
    to: '/search',
    icon: <SparkleIcon />,
  },
];

export function PlanningTools() {
  return (
    <Section aria-labelledby="planning-tools-title">
      <Container>
        <SectionHeader $center>
          <Eyebrow>Beyond the venue</Eyebrow>
          <SectionTitle id="planning-tools-title">Complete Wedding Planning</SectionTitle>
          <Lead>Once you have found the place, the rest of the plan lives right beside it.</Lead>
        </SectionHeader>
        <StyledGrid>
          {TOOLS.map((tool) => (
            <li key={tool.title}>
              <StyledCard to={tool.to}>
                <StyledIcon aria-hidden="true">{tool.icon}</StyledIcon>
                <h3>{tool.title}</h3>
                <p>{tool.text}</p>
                <StyledMore aria-hidden="true">
                  Open <ArrowRightIcon />
                </StyledMore>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
        <StyledCta>
          <ButtonLink to="/search" $variant="secondary" $size="lg">
            Explore All Features <ArrowRightIcon />
          </ButtonLink>
        </StyledCta>
      </Container>
    </Section>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const StyledCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.transitions.base}, transform ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base};

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { flex: 1; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: ${({ theme }) => theme.lineHeights.relaxed}; color: ${({ theme }) => theme.colors.inkMuted}; }

  &:hover {
    border-color: ${({ theme }) => theme.colors.sage};
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledCta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[12]};
`;
