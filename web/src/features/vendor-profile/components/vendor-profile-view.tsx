import styled from 'styled-components';
import { hasErrorCode, errorMessage } from '@/lib/api-client';
import { formatUsdDecimal } from '@/lib/format-usd';
import { responseSummary } from '@/lib/response-summary';
import { useVendorResponseStats } from '@/shared/api/vendor-response-stats';
import { Rating } from '@/shared/components/rating';
import { VENDOR_CATEGORY_LABELS } from '@/shared/options/vendor-categories';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button';
import { ClockIcon, MapPinIcon, SearchIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { NotFoundCard } from '@/ui/not-found-card';
import { BackLink, Page } from '@/ui/page';
import { PageTitle } from '@/ui/page-title';
import { Skeleton } from '@/ui/skeleton';
import { useVendor } from '../api/get-vendor';
import type { PublicVendor } from '../types';
import { ContactVendorForm } from './contact-vendor-form';

/** The vendor's public page at /vendors/{id}: who they are, what they offer, and a way to write to them. */
export function VendorProfileView({ vendorId }: { vendorId: string }) {
  const { data: vendor, error, isLoading, mutate } = useVendor(vendorId);
  if (!vendorId) return <VendorNotFound />;
  if (isLoading) {
    return (
      <Page role="status" aria-busy="true" aria-label="Loading the vendor">
        <Skeleton $width="50%" $height="2.5rem" />
        <Skeleton $ratio="16 / 6" />
      </Page>
    );
  }
  if (hasErrorCode(error, 'VENDOR.NOT_FOUND', 'REQUEST.INVALID_INPUT')) return <VendorNotFound />;
  if (error || !vendor) {
    return (
      <Page>
        <PageTitle title="Vendor" />
        <LoadError title="We couldn't load this vendor" onRetry={() => void mutate()}>
          {error ? errorMessage(error) : 'Please try again.'}
        </LoadError>
      </Page>
    );
  }
  return <VendorProfile vendor={vendor} />;
}

function VendorProfile({ vendor }: { vendor: PublicVendor }) {
  const { data: stats } = useVendorResponseStats(vendor.id);
  const summary = responseSummary(stats ?? null);
  const category = VENDOR_CATEGORY_LABELS[vendor.category] ?? vendor.category;
  return (
    <Page>
      <PageTitle title={vendor.name} />
      <BackLink to="/search">Find a venue</BackLink>
      <StyledLayout>
        <StyledMain>
          <header>
            <StyledMeta>
              <Badge $tone="sage">{category}</Badge>
              <Rating rating={vendor.rating} reviewCount={vendor.reviewCount} size="sm" />
            </StyledMeta>
            <StyledName>{vendor.name}</StyledName>
            {summary && (
              <StyledResponse data-testid="vendor-response-summary">
                <ClockIcon aria-hidden="true" /> {summary}
              </StyledResponse>
            )}
          </header>
          {vendor.portfolio.length > 0 && (
            <StyledPortfolio aria-label={`Work by ${vendor.name}`}>
              {vendor.portfolio.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`Work by ${vendor.name}, ${i + 1} of ${vendor.portfolio.length}`} loading={i ? 'lazy' : 'eager'} decoding="async" />
                </li>
              ))}
            </StyledPortfolio>
          )}
          <StyledSection aria-labelledby="vendor-about">
            <h2 id="vendor-about">About</h2>
            <p>{vendor.description || `${vendor.name} has not written about their work yet.`}</p>
          </StyledSection>
          {vendor.specialties.length > 0 && (
            <StyledSection aria-labelledby="vendor-services">
              <h2 id="vendor-services">Services</h2>
              <StyledChips>
                {vendor.specialties.map((specialty) => (
                  <li key={specialty}>{specialty}</li>
                ))}
              </StyledChips>
            </StyledSection>
          )}
          <StyledSection aria-labelledby="vendor-area">
            <h2 id="vendor-area">Where they work</h2>
            <StyledArea>
              <MapPinIcon aria-hidden="true" /> {vendor.serviceArea.join(', ')}
            </StyledArea>
          </StyledSection>
        </StyledMain>
        <StyledAside aria-labelledby="vendor-contact">
          <StyledPrice>
            Starting at <strong>{formatUsdDecimal(vendor.startingPrice) ?? 'price on request'}</strong>
          </StyledPrice>
          <h2 id="vendor-contact">Contact {vendor.name}</h2>
          <ContactVendorForm vendorId={vendor.id} vendorName={vendor.name} />
        </StyledAside>
      </StyledLayout>
    </Page>
  );
}

function VendorNotFound() {
  return (
    <NotFoundCard title="Vendor Not Found" heading="Vendor Not Found">
      <p>The vendor you&apos;re looking for doesn&apos;t exist or is not showing their profile right now.</p>
      <StyledNotFoundActions>
        <ButtonLink to="/search" $size="lg">
          <SearchIcon /> Search Venues
        </ButtonLink>
      </StyledNotFoundActions>
    </NotFoundCard>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 26rem;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.h1`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  overflow-wrap: anywhere;
`;

const StyledResponse = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.oak};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.2em; }
`;

const StyledPortfolio = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.creamDeep};
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { line-height: ${({ theme }) => theme.lineHeights.normal}; overflow-wrap: anywhere; }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledArea = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.2em; color: ${({ theme }) => theme.colors.oak}; }
`;

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; overflow-wrap: anywhere; }

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

const StyledPrice = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;

const StyledNotFoundActions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[2]};
`;
