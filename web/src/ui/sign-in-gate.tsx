import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { ButtonLink } from './button';
import { Card } from './card';
import { Container } from './container';
import { LoadError } from './load-error';
import { LoadingShape } from './skeleton';

// The door of an area for one kind of account (the venue dashboard, the vendor dashboard): a
// visitor gets a sign-in card, another kind of account a short explanation, and the right
// account the area, once what the area reads has arrived. Reads nothing itself.

/** A way on from a gate's card: the first is the main one, the others are outlined. */
export interface GateLink {
  to: string;
  label: string;
}

/** One of the gate's cards: a round mark, a heading, a sentence and the ways on. */
export interface GateCardContent {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  links: readonly GateLink[];
}

/** A read the gate waits for: data undefined while it is on its way. */
export interface GateRead<T> {
  data: T | undefined;
  error?: Error;
  retry(): void;
}

interface SignInGateProps<A, R> {
  /** The signed-in account: null for a visitor. */
  account: GateRead<A | null>;
  /** Whether this account may come in. */
  admits(account: A): boolean;
  signInCard: GateCardContent;
  wrongAccountCard(account: A): GateCardContent;
  /** What the area needs once the account is in (the owner's venues, the vendor's profile). */
  resource: GateRead<R> & { errorTitle: string };
  /** Read out while loading ("Loading your venues…"), with placeholders shaped like the area. */
  loading: { label: string; skeleton: ReactNode };
  children(account: A, resource: R): ReactNode;
}

export function SignInGate<A, R>({
  account,
  admits,
  signInCard,
  wrongAccountCard,
  resource,
  loading,
  children,
}: SignInGateProps<A, R>) {
  if (account.error) return <GateError title="We could not check your account" message={errorMessage(account.error)} onRetry={account.retry} />;
  if (account.data === undefined) return <GateLoading {...loading} />;
  if (account.data === null) return <GateCard {...signInCard} />;
  if (!admits(account.data)) return <GateCard {...wrongAccountCard(account.data)} />;
  if (resource.error) return <GateError title={resource.errorTitle} message={errorMessage(resource.error)} onRetry={resource.retry} />;
  if (resource.data === undefined) return <GateLoading {...loading} />;
  return <>{children(account.data, resource.data)}</>;
}

function GateCard({ icon, title, text, links }: GateCardContent) {
  return (
    <StyledWrap>
      <StyledCard>
        <StyledMark aria-hidden="true">{icon}</StyledMark>
        <h2>{title}</h2>
        <StyledText>{text}</StyledText>
        <StyledActions>
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? 'primary' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}

function GateError({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <StyledWrap>
      <LoadError title={title} onRetry={onRetry}>
        {message}
      </LoadError>
    </StyledWrap>
  );
}

function GateLoading({ label, skeleton }: { label: string; skeleton: ReactNode }) {
  return (
    <StyledWrap>
      <LoadingShape label={label}>{skeleton}</LoadingShape>
    </StyledWrap>
  );
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[10]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  text-align: center;

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const StyledMark = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[8]}; height: ${({ theme }) => theme.space[8]}; }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
