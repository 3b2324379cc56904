import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container } from '@/ui/container';
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from '@/ui/icons';
import { Brand } from './brand';
import { CONTACT_HREF, HOW_IT_WORKS_HREF } from './nav-items';
import { isPlainLeftClick } from './nav-link-styles';
import { useSectionLinks } from './use-section-links';

export const COPYRIGHT = `© ${new Date().getFullYear()} Hill Country Weddings. All rights reserved.`;

const SOCIAL_LINKS = [
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'Pinterest', icon: <PinterestIcon /> },
  { label: 'YouTube', icon: <YoutubeIcon /> },
] as const;

/** Links that do not lead anywhere yet (spec): they stay in place instead of jumping to the top. */
function stayPut(event: MouseEvent) {
  event.preventDefault();
}

export function Footer() {
  const { goToHowItWorks, goToContact } = useSectionLinks();
  const handle = (action: () => void) => (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    action();
  };

  return (
    <StyledFooter id="contact">
      <Container>
        <StyledTop>
          <StyledAbout>
            <Brand onDark />
            <p>
              Hill Country Weddings helps couples find, compare and book wedding venues across the Texas Hill
              Country, then plan everything that comes after, from the first checklist to the last dance.
            </p>
            <StyledSocial aria-label="Social media">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.label}>
                  <a href="#" aria-label={social.label} onClick={stayPut}>
                    {social.icon}
                  </a>
                </li>
              ))}
            </StyledSocial>
          </StyledAbout>

          <StyledColumns aria-label="Footer">
            <Column title="For Couples">
              <Link to="/search">Search Venues</Link>
              <a href={HOW_IT_WORKS_HREF} onClick={handle(goToHowItWorks)}>
                How It Works
              </a>
              <Link to="/planning">Wedding Planning</Link>
              <Link to="/timeline">Timeline Generator</Link>
            </Column>
            <Column title="For Venues">
              <Link to="/list-venue">List Your Venue</Link>
              <a href="#" onClick={stayPut}>
                Support
              </a>
              <a href="#" onClick={stayPut}>
                Pricing
              </a>
            </Column>
            <Column title="Company">
              <a href={CONTACT_HREF} onClick={handle(goToContact)}>
                Contact
              </a>
              <a href="#" onClick={stayPut}>
                About Us
              </a>
              <Link to="/privacy">Privacy Policy</Link>
              <Link to="/terms">Terms of Service</Link>
            </Column>
          </StyledColumns>
        </StyledTop>

        <StyledBottom>
          <p>{COPYRIGHT}</p>
          <p>Made for couples marrying in the Texas Hill Country.</p>
        </StyledBottom>
      </Container>
    </StyledFooter>
  );
}

function Column({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <div>
      <StyledColumnTitle>{title}</StyledColumnTitle>
      <StyledLinks>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </StyledLinks>
    </div>
  );
}

const footerLink = css`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-decoration: none;
  transition: color ${({ theme }) => theme.transitions.fast};
  &:hover { color: ${({ theme }) => theme.colors.white}; text-decoration: underline; text-underline-offset: 3px; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.sunlight}; }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1.6fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const StyledAbout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};

  p {
    max-width: 26rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const StyledSocial = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.sizes.control};
    height: ${({ theme }) => theme.sizes.control};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.oakHover};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.onDark};
    transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};
  }
  a:hover { background: ${({ theme }) => theme.colors.oak}; border-color: ${({ theme }) => theme.colors.sage}; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.sunlight}; border-radius: ${({ theme }) => theme.radii.pill}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledColumns = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaOnDark};
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a { ${footerLink} }
`;

const StyledBottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.oakHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.sageText};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
  }
`;
