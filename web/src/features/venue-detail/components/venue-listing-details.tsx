import styled from 'styled-components';
import { LISTING_FACT_GROUP_TITLES, LISTING_FACT_GROUPS, LISTING_FACT_LABELS, type ListingFactField, type ListingFactGroup } from '@/shared/options/listing-facts';
import type { ListingFacts } from '@/types/api';

const GROUPS = Object.keys(LISTING_FACT_GROUPS) as ListingFactGroup[];

/** Where a couple looks before asking: contact, terms, policies, parking and accessibility, as the owner gave them. */
export function VenueListingDetails({ facts }: { facts: ListingFacts | undefined }) {
  const shown = GROUPS.map((group) => ({
    group,
    fields: (LISTING_FACT_GROUPS[group] as readonly ListingFactField[]).filter((field) => facts?.[field]),
  })).filter(({ fields }) => fields.length > 0);
  if (!facts || shown.length === 0) return null;
  return (
    <StyledSection aria-labelledby="venue-good-to-know">
      <StyledTitle id="venue-good-to-know">Good to know</StyledTitle>
      <StyledGroups>
        {shown.map(({ group, fields }) => (
          <StyledGroup key={group} aria-labelledby={`venue-facts-${group}`} data-facts-group={group}>
            <StyledGroupTitle id={`venue-facts-${group}`}>{LISTING_FACT_GROUP_TITLES[group]}</StyledGroupTitle>
            <dl>
              {fields.map((field) => (
                <div key={field}>
                  {/* A group of one says it in its title already. */}
                  {fields.length > 1 || LISTING_FACT_LABELS[field] !== LISTING_FACT_GROUP_TITLES[group] ? <dt>{LISTING_FACT_LABELS[field]}</dt> : null}
                  <dd>
                    <FactValue field={field} value={facts[field] as string} />
                  </dd>
                </div>
              ))}
            </dl>
          </StyledGroup>
        ))}
      </StyledGroups>
    </StyledSection>
  );
}

function FactValue({ field, value }: { field: ListingFactField; value: string }) {
  if (field === 'contactEmail') return <a href={`mailto:${value}`}>{value}</a>;
  if (field === 'contactPhone' || field === 'alternatePhone') {
    const digits = value.replace(/[^\d+]/g, '');
    return digits.length >= 7 ? <a href={`tel:${digits}`}>{value}</a> : <>{value}</>;
  }
  // The server keeps only absolute http(s) addresses here; anything else shows as text.
  if (field === 'website' && /^https?:\/\//i.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer nofollow">
        {value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
      </a>
    );
  }
  return <>{value}</>;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dl {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  a { color: ${({ theme }) => theme.colors.bluebonnet}; }
`;

const StyledGroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
