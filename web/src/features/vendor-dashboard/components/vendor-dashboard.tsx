import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Account } from '@/shared/api/current-account';
import { Container } from '@/ui/container';
import { ArrowRightIcon, MailIcon, SparkleIcon, UsersIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers } from '@/ui/tabs';
import { useMyVendorLeads } from '../api/vendor-leads';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useProfileForm } from '../hooks/use-profile-form';
import type { VendorProfile } from '../types';
import { valuesFromAccount, valuesFromProfile, type ProfileField } from '../utils/profile-form';
import { LeadsPanel } from './leads-panel';
import { PROFILE_CONTROL_IDS, ProfileForm } from './profile-form';
import { ProfilePreview } from './profile-preview';

const PREVIEW_ID = 'vendor-profile-preview';

/** Moves focus (and the view) to the control of a field at fault. */
function focusField(field: ProfileField) {
  // A town typed but refused is fixed in its box; "choose at least one" starts at the first chip.
  const townDraft = document.getElementById('vendor-profile-towns-add') as HTMLInputElement | null;
  const id = field === 'serviceArea' && townDraft?.value.trim() ? townDraft.id : PROFILE_CONTROL_IDS[field];
  document.getElementById(id)?.focus();
}

interface VendorDashboardProps {
  account: Account;
  /** null until the first save. */
  profile: VendorProfile | null;
}

const TAB_PARAM = 'tab';
type Section = 'profile' | 'leads';

/**
 * Two tabs: Profile (the form and, beside it, below it on a phone, the card couples will see) and
 * Leads (couples' messages, with a count of new ones; the lead mail links to ?tab=leads).
 */
export function VendorDashboard({ account, profile }: VendorDashboardProps) {
  // Read once: the form keeps its own state afterwards, even as the saved profile changes.
  const form = useProfileForm(profile ? valuesFromProfile(profile) : valuesFromAccount(account), focusField);
  useLeaveWarning(form.isDirty);
  const [params, setParams] = useSearchParams();
  const section: Section = params.get(TAB_PARAM) === 'leads' ? 'leads' : 'profile';
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  const { data: leads } = useMyVendorLeads();
  const fresh = leads?.leads.filter((lead) => lead.status === 'new').length ?? 0;
  return (
    <StyledPage>
      {!profile && <Welcome firstName={account.firstName} />}
      <Tabs value={section} onValueChange={select}>
        <StyledSections aria-label="Dashboard sections">
          <TabTriggers
            tabs={[
              { value: 'profile', label: 'Profile', icon: <UsersIcon /> },
              { value: 'leads', label: fresh ? `Leads (${fresh} new)` : 'Leads', icon: <MailIcon /> },
            ]}
          />
        </StyledSections>
        <TabsContent value="leads">
          <LeadsPanel published={profile?.published ?? false} />
        </TabsContent>
        <TabsContent value="profile">
          <StyledPreviewJump href={`#${PREVIEW_ID}`}>
            See how couples will see your card <ArrowRightIcon aria-hidden="true" />
          </StyledPreviewJump>
          <StyledLayout>
            <ProfileForm form={form} isNew={!profile} publishedNow={profile?.published ?? false} />
            <StyledAside>
              <ProfilePreview id={PREVIEW_ID} values={form.values} rating={profile?.rating ?? 0} reviewCount={profile?.reviewCount ?? 0} vendorId={profile?.id ?? null} />
            </StyledAside>
          </StyledLayout>
        </TabsContent>
      </Tabs>
    </StyledPage>
  );
}

const StyledSections = styled(TabsList)`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

function Welcome({ firstName }: { firstName: string }) {
  return (
    <StyledWelcome aria-labelledby="vendor-welcome-title">
      <StyledWelcomeMark aria-hidden="true">
        <SparkleIcon />
      </StyledWelcomeMark>
      <div>
        <h2 id="vendor-welcome-title">Welcome{firstName ? `, ${firstName}` : ''}! Let’s set up your profile</h2>
        <p>
          We started it with what you told us at sign-up. Check your category, choose the towns you serve, add a
          starting price and save. Couples see nothing until you switch on “Show my profile to couples”.
        </p>
      </div>
    </StyledWelcome>
  );
}

const StyledPage = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 24rem;
  }
`;

const StyledAside = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

/** Below the two-column width the preview sits under a long form: a way down to it. */
const StyledPreviewJump = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;

  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; transform: rotate(90deg); }
  &:focus-visible { outline: none; border-radius: ${({ theme }) => theme.radii.sm}; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledWelcome = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sage};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sageLight};

  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin-top: ${({ theme }) => theme.space[1.5]}; max-width: 46rem; }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledWelcomeMark = styled.div`
  display: none;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }

  ${({ theme }) => theme.media.sm} {
    display: grid;
  }
`;
