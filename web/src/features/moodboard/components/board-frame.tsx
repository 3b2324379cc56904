import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { MOODBOARD_CANVAS } from '@domain/planning/moodboard';

interface BoardFrameProps {
  label: string;
  /** The id of the text that explains the board (keyboard use, read-only). */
  describedBy?: string;
  /** Let the keyboard reach the frame itself, to scroll a board with nothing focusable on it. */
  focusable: boolean;
  onBackgroundPointerDown?(): void;
  children: ReactNode;
}

/**
 * The board's canvas at its real size, 2000 by 600 board pixels, in a frame that scrolls sideways
 * on any screen narrower than that (a phone shows a 360 px window onto it).
 */
export const BoardFrame = forwardRef<HTMLDivElement, BoardFrameProps>(function BoardFrame({ label, describedBy, focusable, onBackgroundPointerDown, children }, ref) {
  return (
    <StyledScroller ref={ref} role="region" aria-label={label} aria-describedby={describedBy} tabIndex={focusable ? 0 : -1} data-board-canvas>
      <StyledSurface
        style={{ width: MOODBOARD_CANVAS.width, height: MOODBOARD_CANVAS.height }}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) onBackgroundPointerDown?.();
        }}
      >
        {children}
      </StyledSurface>
    </StyledScroller>
  );
});

const StyledScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overscroll-behavior-x: contain;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledSurface = styled.div`
  position: relative;
  /* A faint dot grid, one dot every 20 board pixels, to line items up by eye. */
  background-image: radial-gradient(circle, ${({ theme }) => theme.colors.border} 1px, transparent 1.5px);
  background-size: 20px 20px;
`;

/** The empty board's message, at the visible left edge so a phone shows it too. */
export const BoardEmptyNote = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[6]};
  left: ${({ theme }) => theme.space[6]};
  max-width: min(26rem, calc(100vw - 5rem));
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  pointer-events: none;
  h3 { margin-bottom: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
