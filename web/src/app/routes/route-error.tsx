import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { AlertIcon, RefreshIcon } from '@/ui/icons';
import { PageTitle } from '@/ui/page-title';
import { StateMessage } from '@/ui/state-message';

interface BoundaryProps {
  /** A new key (the location) clears the error, as leaving the page should. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Loaded eagerly: it must render even when a page's code could not be fetched. Errors render
 * inside the layout, so the bar and footer stay usable; moving to another page clears them.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string; failed: boolean }> {
  override state = { error: undefined as unknown, key: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string; failed: boolean }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;

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
