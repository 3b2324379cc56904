import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/ui/container';
import { HillCountryScene } from '@/ui/illustrations/hill-country-scene';
import { Eyebrow } from '@/ui/typography';

/** The home hero: headline over a Hill Country dawn, with the search form in `children`. */
export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <StyledHero aria-labelledby="hero-title">
      <StyledScene />
      <StyledInner>
        <StyledIntro>
          <Eyebrow>Texas Hill Country</Eyebrow>
          <StyledTitle id="hero-title">Find Your Perfect Hill Country Wedding Venue</StyledTitle>
          <StyledLead>
            Rustic barns, vineyard estates and oak-shaded gardens in one place. Compare venues, check real
            availability and plan every detail of your day.
          </StyledLead>
        </StyledIntro>
        {children}
      </StyledInner>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[20]} 0 ${({ theme }) => theme.space[20]};
  }
`;

const StyledScene = styled(HillCountryScene)`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  height: 55%;
  min-height: 14rem;
`;

const StyledInner = styled(Container)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
`;

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 52rem;
  margin: 0 auto;
  text-align: center;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  letter-spacing: -0.01em;
`;

const StyledLead = styled.p`
  max-width: 38rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
