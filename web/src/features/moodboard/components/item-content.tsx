import { useState } from 'react';
import styled from 'styled-components';
import { ImageIcon, QuoteIcon, SparkleIcon } from '@/ui/icons';
import type { MoodboardItem } from '../types';
import { prefersDarkInk } from '../utils/board-items';

/** What an item shows inside its frame: a swatch, a picture or the words. Shared by the editor and the shared page. */
export function ItemContent({ item }: { item: MoodboardItem }) {
  if (item.type === 'color') {
    return (
      <StyledSwatch style={{ background: item.content }} $dark={prefersDarkInk(item.content)}>
        <StyledCaption>
          {item.title && <strong>{item.title}</strong>}
          <span>{item.content}</span>
        </StyledCaption>
      </StyledSwatch>
    );
  }
  if (item.type === 'text') {
    return (
      <StyledNote>
        <QuoteIcon aria-hidden="true" />
        {item.title && <strong>{item.title}</strong>}
        <p>{item.content}</p>
        {item.description && <small>{item.description}</small>}
      </StyledNote>
    );
  }
  return <Picture item={item} />;
}

function Picture({ item }: { item: MoodboardItem }) {
  const [broken, setBroken] = useState(false);
  const label = item.title ?? (item.type === 'inspiration' ? 'Inspiration' : 'Picture');
  return (
    <StyledPicture>
      {broken ? (
        <StyledMissing>
          <ImageIcon aria-hidden="true" />
          <span>Picture unavailable</span>
        </StyledMissing>
      ) : (
        <img src={item.content} alt={item.description ?? label} draggable={false} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      )}
      {(item.title || item.type === 'inspiration') && (
        <StyledPictureCaption>
          {item.type === 'inspiration' && <SparkleIcon aria-hidden="true" />}
          <span>{label}</span>
        </StyledPictureCaption>
      )}
    </StyledPicture>
  );
}

const StyledSwatch = styled.div<{ $dark: boolean }>`
  display: flex;
  align-items: flex-end;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.ink : theme.colors.white)};
`;

const StyledCaption = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-family: ${({ theme }) => theme.fonts.mono}; }
`;

const StyledNote = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.terracotta}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  p {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const StyledPicture = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.gradients.placeholder};
  img { display: block; width: 100%; height: 100%; object-fit: cover; pointer-events: none; user-select: none; }
`;

const StyledMissing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledPictureCaption = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: calc(100% - ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.terracotta}; }
`;
