import styled from 'styled-components';
import { Container } from '@/ui/container';
import { QuoteIcon } from '@/ui/icons';
import { Section } from '@/ui/section';
import { Eyebrow, SectionHeader, SectionTitle } from '@/ui/typography';

interface Testimonial {
  couple: string;
  initials: string;
  wedding: string;
  quote: string;
}

// The spec's three sample couples; labelled as samples on the page.
const TESTIMONIALS: readonly Testimonial[] = [
  {
    couple: 'Sarah & Michael',
    initials: 'S&M',
    wedding: 'Barn wedding · Fredericksburg',
    quote:
      'We compared three barns side by side in one evening and booked the one with the big oak out front. The timeline kept us sane for the next ten months.',
  },
  {
    couple: 'Emily & James',
    initials: 'E&J',
    wedding: 'Garden wedding · Wimberley',
    quote:
      'Seeing the open dates right on the calendar saved us weeks of back-and-forth emails. Our venue answered our inquiry the very next morning.',
  },
  {
    couple: 'Jessica & Daniel',
    initials: 'J&D',
    wedding: 'Vineyard ceremony · Dripping Springs',
    quote:
      'The budget tab and the countdown were our favourite part. Watching the milestones tick off made the planning feel like part of the celebration.',
  },
];

export function Testimonials() {
  return (
    <Section $tone="deep" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader $center>
          <Eyebrow>Happy Couples</Eyebrow>
          <SectionTitle id="testimonials-title">Love Stories from the Hill Country</SectionTitle>
        </SectionHeader>
        <StyledGrid>
          {TESTIMONIALS.map((item) => (
            <StyledFigure key={item.couple}>
              <QuoteIcon aria-hidden="true" />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <StyledAvatar aria-hidden="true">{item.initials}</StyledAvatar>
                <span>
                  <strong>{item.couple}</strong>
                  <small>{item.wedding}</small>
                </span>
              </figcaption>
            </StyledFigure>
          ))}
        </StyledGrid>
        <StyledNote>Sample testimonials, shown for illustration.</StyledNote>
      </Container>
    </Section>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  > svg {
    width: ${({ theme }) => theme.space[8]};
    height: ${({ theme }) => theme.space[8]};
    color: ${({ theme }) => theme.colors.sage};
  }
  blockquote {
    flex: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    color: ${({ theme }) => theme.colors.ink};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  figcaption span { display: flex; flex-direction: column; }
  small { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const StyledAvatar = styled.span`
  && {
    display: grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.space[12]};
    height: ${({ theme }) => theme.space[12]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.oak};
    color: ${({ theme }) => theme.colors.onDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
  }
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
