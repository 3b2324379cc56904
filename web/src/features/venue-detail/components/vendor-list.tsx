import { useState } from 'react';
import styled from 'styled-components';
import { ALL_VENDOR_CATEGORIES, VENDOR_CATEGORIES } from '@domain/vendors/vendor';
import { formatUsdDecimal } from '@/lib/format-usd';
import { responseSummary } from '@/lib/response-summary';
import { useVendorResponseStats } from '@/shared/api/vendor-response-stats';
import { useVendorActions } from '@/shared/components/vendor-actions';
import { VendorCard } from '@/shared/components/vendor-card';
import { VENDOR_CATEGORY_LABELS } from '@/shared/options/vendor-categories';
import { TwoColumns } from '@/ui/grid';
import { UsersIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useVendors } from '../api/get-vendors';
import type { Vendor, VendorCategory } from '../types';

/**
 * Local vendors in the venue's town, filtered by one category or none. The spec's five categories
 * are always offered; the other kinds (a DJ, a videographer ...) once a vendor in town offers them.
 */
export function VendorList({ city }: { city: string }) {
  const [category, setCategory] = useState<VendorCategory | null>(null);
  const { data, error, isLoading, mutate } = useVendors(city, category);
  const { data: everyone } = useVendors(city, null);
  const present = new Set(everyone?.map((vendor) => vendor.category));
  const offered = ALL_VENDOR_CATEGORIES.filter((value) => (VENDOR_CATEGORIES as readonly string[]).includes(value) || present.has(value) || value === category);
  const choices: { value: VendorCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...offered.map((value) => ({ value, label: VENDOR_CATEGORY_LABELS[value] })),
  ];

  return (
    <StyledWrap>
      <StyledIntro>
        Trusted photographers, caterers, florists, bands, DJs, bakers and more who work in and around {city}.
      </StyledIntro>
      <StyledFilter role="group" aria-label="Vendor category">
        {choices.map((choice) => (
          <StyledChip
            key={choice.label}
            type="button"
            aria-pressed={category === choice.value}
            onClick={() => setCategory(choice.value)}
          >
            {choice.label}
          </StyledChip>
        ))}
      </StyledFilter>

      {isLoading ? (
        <TwoColumns role="status" aria-busy="true">
          <VisuallyHidden>Loading vendors…</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <StyledSkeletonCard key={i} aria-hidden="true">
              <Skeleton $ratio="16 / 10" />
              <div>
                <Skeleton $width="40%" $height="1.25rem" $round />
                <Skeleton $width="70%" $height="1.5rem" />
                <Skeleton />
                <Skeleton $width="85%" />
              </div>
            </StyledSkeletonCard>
          ))}
        </TwoColumns>
      ) : error ? (
        <LoadError title="Failed to fetch vendors" onRetry={() => void mutate()}>
          The local vendors could not be loaded.
        </LoadError>
      ) : !data || data.length === 0 ? (
        <StateMessage icon={<UsersIcon />} title="No vendors here yet">
          No vendors found for this category.
        </StateMessage>
      ) : (
        <TwoColumns aria-label={`${category ? VENDOR_CATEGORY_LABELS[category] : 'All'} vendors near ${city}`} as="section">
          {data.map((vendor) => (
            <LocalVendorCard key={vendor.id} vendor={vendor} />
          ))}
        </TwoColumns>
      )}
    </StyledWrap>
  );
}

/** One vendor: its card, its own page, its reply figures once it has some, and what the page lets couples do. */
function LocalVendorCard({ vendor }: { vendor: Vendor }) {
  const { data: stats } = useVendorResponseStats(vendor.id);
  const renderActions = useVendorActions();
  return (
    <VendorCard
      name={vendor.name}
      category={vendor.category}
      categoryLabel={VENDOR_CATEGORY_LABELS[vendor.category] ?? vendor.category}
      rating={vendor.rating}
      reviewCount={vendor.reviewCount}
      description={vendor.description}
      specialties={vendor.specialties}
      price={formatUsdDecimal(vendor.startingPrice)}
      image={vendor.portfolio[0]}
      href={`/vendors/${vendor.id}`}
      responseSummary={responseSummary(stats ?? null)}
      actions={renderActions?.({ id: vendor.id, name: vendor.name })}
    />
  );
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled.button`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.oak};
    background: ${({ theme }) => theme.colors.oak};
    color: ${({ theme }) => theme.colors.white};
  }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledSkeletonCard = styled.div`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > span { border-radius: 0; }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;
