import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { formatUsdDecimal } from '@/lib/format-usd';
import { packagesKey, usePackages } from '@/shared/api/venue-packages';
import type { VenuePackage } from '@/types/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckList } from '@/ui/check-list';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormAlert } from '@/ui/field';
import { ListChecksIcon, UsersIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { toast } from '@/ui/toast/use-toast';
import { Figure, MetaLine } from '@/ui/typography';
import { addPackage, deletePackage, updatePackage, type PackageInput } from '../api/venue-package-editing';
import type { OwnedVenue } from '../types';
import { revalidateVenue } from '../utils/revalidate-venue';
import { SubHeading } from './venue-tab-form-parts';
import { VenueTabPackageDialog } from './venue-tab-package-dialog';

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; pkg: VenuePackage };

export function VenueTabPackages({ venue }: { venue: OwnedVenue }) {
  const { mutate } = useSWRConfig();
  const { data: packages, error, isLoading } = usePackages(venue.id);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<VenuePackage | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  const afterSave = async (next: VenuePackage[]) => {
    await mutate(packagesKey(venue.id), next, { revalidate: false });
    await revalidateVenue(mutate, venue.id);
  };

  const save = async (input: PackageInput) => {
    const editing = dialog.kind === 'edit' ? dialog.pkg : null;
    const next = editing ? await updatePackage(venue.id, editing.id, input) : await addPackage(venue.id, input);
    await afterSave(next);
    setDialog({ kind: 'closed' });
    toast({ title: editing ? 'Package Updated' : 'Package Added', description: `${input.name} is on your public page.`, variant: 'success' });
  };

  const confirmDelete = async () => {
    if (!deleting || busyDelete) return;
    setBusyDelete(true);
    try {
      await deletePackage(venue.id, deleting.id);
      await revalidateVenue(mutate, venue.id);
      toast({ title: 'Package Deleted', description: `${deleting.name} is no longer offered.`, variant: 'success' });
      setDeleting(null);
    } catch (failure) {
      toast({ title: 'Could not delete the package', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
    }
  };

  return (
    <StyledSection aria-labelledby="venue-packages-heading">
      <StyledHeader>
        <div>
          <SubHeading id="venue-packages-heading">Packages</SubHeading>
          <StyledLead>Popular first, then by price: the order couples see.</StyledLead>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add Package</Button>
      </StyledHeader>

      {error && <FormAlert>{errorMessage(error)}</FormAlert>}
      {isLoading && (
        <StyledGrid>
          <Skeleton $height="12rem" />
          <Skeleton $height="12rem" />
        </StyledGrid>
      )}
      {packages && packages.length === 0 && (
        <StateMessage icon={<ListChecksIcon />} title="No packages yet">
          Packages help couples compare what is included. Add your first one.
        </StateMessage>
      )}
      {packages && packages.length > 0 && (
        <StyledGrid>
          {packages.map((pkg) => (
            <StyledPackage key={pkg.id} as="article" data-package-id={pkg.id} aria-labelledby={`package-${pkg.id}`}>
              <StyledTop>
                <h4 id={`package-${pkg.id}`}>{pkg.name}</h4>
                {pkg.isPopular && <Badge $tone="accent">Most popular</Badge>}
              </StyledTop>
              <Figure>{formatUsdDecimal(pkg.basePrice) ?? pkg.basePrice}</Figure>
              <MetaLine>
                <UsersIcon aria-hidden="true" /> Up to {pkg.maxGuests.toLocaleString('en-US')} guests
              </MetaLine>
              {pkg.description && <StyledText>{pkg.description}</StyledText>}
              {pkg.includedServices.length > 0 && (
                <StyledServices items={pkg.includedServices} label={`Included in ${pkg.name}`} />
              )}
              <StyledCardActions>
                <Button $size="sm" $variant="outline" aria-label={`Edit ${pkg.name}`} onClick={() => setDialog({ kind: 'edit', pkg })}>
                  Edit
                </Button>
                <Button $size="sm" $variant="ghost" aria-label={`Delete ${pkg.name}`} onClick={() => setDeleting(pkg)}>
                  Delete
                </Button>
              </StyledCardActions>
            </StyledPackage>
          ))}
        </StyledGrid>
      )}

      <VenueTabPackageDialog
        open={dialog.kind !== 'closed'}
        editing={dialog.kind === 'edit' ? dialog.pkg : null}
        venueMaxGuests={venue.maxGuests}
        onOpenChange={(open) => !open && setDialog({ kind: 'closed' })}
        onSave={save}
      />

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this package?"
        description={deleting ? `${deleting.name} disappears from your public page. Bookings already made keep their price.` : undefined}
      >
        <StyledConfirm>
          <DialogClose asChild>
            <Button $variant="outline">Keep Package</Button>
          </DialogClose>
          <Button onClick={() => void confirmDelete()} disabled={busyDelete}>
            {busyDelete ? 'Deleting...' : 'Delete Package'}
          </Button>
        </StyledConfirm>
      </Dialog>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledHeader = styled(SpreadRow)`
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledLead = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const StyledPackage = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  box-shadow: none;
`;

const StyledTop = styled(SpreadRow)`
  h4 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const StyledText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledServices = styled(CheckList)`
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledCardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`;

const StyledConfirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
