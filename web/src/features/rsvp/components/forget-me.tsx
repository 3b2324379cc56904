import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/field';
import { forgetMe } from '../api/invitation';

/** Under the invitation: the guest can ask to be removed from the couple's list, after one confirmation. */
export function ForgetMe({ token, coupleName, onForgotten }: { token: string; coupleName: string; onForgotten(): void }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const textId = useId();

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await forgetMe(token);
      onForgotten();
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <StyledForget>
      {!asking ? (
        <p>
          Don't want your details on this guest list?{' '}
          <StyledLinkButton type="button" onClick={() => setAsking(true)}>
            Forget me
          </StyledLinkButton>
        </p>
      ) : (
        <div role="group" aria-describedby={textId}>
          <p id={textId}>
            This removes your name, email, phone and answers from {coupleName}'s guest list. They will see that a guest asked to be removed, and
            this link will stop working. It cannot be undone.
          </p>
          {failure && <FormAlert>{failure}</FormAlert>}
          <StyledActions>
            <Button $variant="ghost" $size="sm" onClick={() => setAsking(false)} disabled={pending}>
              Keep me on the list
            </Button>
            <StyledDanger $size="sm" onClick={() => void confirm()} disabled={pending}>
              {pending ? 'Removing...' : 'Forget me'}
            </StyledDanger>
          </StyledActions>
        </div>
      )}
    </StyledForget>
  );
}

/** What the page shows once the guest is forgotten. */
export function Forgotten() {
  return (
    <StyledDone role="status">
      <h1>You were removed from the guest list</h1>
      <p>Your name and contact details are gone from the couple's list, and this invitation link no longer works.</p>
    </StyledDone>
  );
}

const StyledForget = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  p + * { margin-top: ${({ theme }) => theme.space[3]}; }
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.terracottaText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledDanger = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  &:hover:not(:disabled) { filter: brightness(0.92); }
`;

const StyledDone = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
