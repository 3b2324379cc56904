import styled from 'styled-components';
import { Badge } from '@/ui/badge';
import { MapPinIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import type { ProfileFormValues } from '../utils/profile-form';
import { VendorCardPreview } from './vendor-card-preview';

interface ProfilePreviewProps {
  id: string;
  values: ProfileFormValues;
  rating: number;
  reviewCount: number;
  vendorId?: string | null;
}

/** The card as couples will see it, updated as the vendor types, and where it will appear. */
export function ProfilePreview({ id, values, rating, reviewCount, vendorId = null }: ProfilePreviewProps) {
  const titleId = `${id}-title`;
  return (
    <StyledPreview id={id} aria-labelledby={titleId}>
      <StyledHead>
        <h2 id={titleId}>Live preview</h2>
        {values.published ? <Badge $tone="success">Visible to couples</Badge> : <Badge>Hidden from couples</Badge>}
      </StyledHead>
      <StyledIntro>How your card will look in a venue's Vendors tab once you save. It follows your changes as you type.</StyledIntro>
      <VendorCardPreview values={values} rating={rating} reviewCount={reviewCount} vendorId={vendorId} />
      <StyledWhere>
        <MapPinIcon aria-hidden="true" />
        {values.serviceArea.length ? (
          <span>
            {values.published ? 'Shown' : 'Would show'} on venue pages in <strong>{values.serviceArea.join(', ')}</strong>.
          </span>
        ) : (
          <span>Choose the towns you serve to decide which venue pages show your card.</span>
        )}
      </StyledWhere>
    </StyledPreview>
  );
}

const StyledPreview = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
`;

const StyledHead = styled(SpreadRow)`

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledWhere = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.terracotta};
  }
`;
