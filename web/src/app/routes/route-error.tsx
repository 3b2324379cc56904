import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { AlertIcon, RefreshIcon } from '@/ui/icons';
import { PageTitle } from '@/ui/page-title';
import { StateMessage } from '@/ui/state-message';

/** Loaded eagerly: it must render even when a page's code could not be fetched. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <StyledWrap>
      <PageTitle title="Something went wrong" />
      <StateMessage
        tone="error"
        icon={<AlertIcon />}
        title="Something went wrong"
        action={
          <StyledActions>
            <Button onClick={() => window.location.reload()}>
              <RefreshIcon /> Reload page
            </Button>
            <ButtonLink to="/" $variant="outline">
              Back to Home
            </ButtonLink>
          </StyledActions>
        }
      >
        This page could not be shown. Reloading usually helps; if not, try again in a moment.
        {detail && <StyledDetail>{detail}</StyledDetail>}
      </StateMessage>
    </StyledWrap>
  );
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[16]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledDetail = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
