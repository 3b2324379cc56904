import styled from 'styled-components';
import { MOODBOARD_PALETTES, type MoodboardPalette, type PaletteColour } from '@domain/planning/moodboard-palettes';
import { Button } from '@/ui/button';

interface PaletteSuggestionsProps {
  /** How many more items the board takes. */
  room: number;
  onAdd(colours: readonly PaletteColour[]): void;
}

/** Palette suggestions by wedding style: a swatch adds that colour to the board, Add all the palette. */
export function PaletteSuggestions({ room, onAdd }: PaletteSuggestionsProps) {
  return (
    <StyledList>
      {MOODBOARD_PALETTES.map((palette) => (
        <PaletteRow key={palette.style} palette={palette} room={room} onAdd={onAdd} />
      ))}
    </StyledList>
  );
}

function PaletteRow({ palette, room, onAdd }: { palette: MoodboardPalette; room: number; onAdd: PaletteSuggestionsProps['onAdd'] }) {
  const headingId = `palette-${palette.style}`;
  return (
    <StyledRow aria-labelledby={headingId}>
      <StyledName id={headingId}>{palette.label}</StyledName>
      <StyledSwatches>
        {palette.colours.map((colour) => (
          <li key={colour.hex}>
            <StyledSwatch
              type="button"
              style={{ background: colour.hex }}
              aria-label={`Add ${colour.name} (${colour.hex}) to the board`}
              title={`${colour.name} ${colour.hex}`}
              disabled={room < 1}
              onClick={() => onAdd([colour])}
            />
          </li>
        ))}
      </StyledSwatches>
      <Button $variant="ghost" $size="sm" disabled={room < palette.colours.length} onClick={() => onAdd(palette.colours)} aria-label={`Add all of the ${palette.label} palette`}>
        Add all
      </Button>
    </StyledRow>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Name and Add all above the swatches on a phone; one row from the small breakpoint. */
const StyledRow = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name action' 'swatches swatches';
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  & > h4 { grid-area: name; }
  & > ul { grid-area: swatches; }
  & > button { grid-area: action; }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 6rem minmax(0, 1fr) auto;
    grid-template-areas: 'name swatches action';
  }
`;

const StyledName = styled.h4`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSwatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledSwatch = styled.button`
  display: block;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) { transform: scale(1.08); }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
  ${({ theme }) => theme.media.reducedMotion} { transition: none; &:hover:not(:disabled) { transform: none; } }
`;
