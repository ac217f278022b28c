import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { fromTablet } from '../../../ui/theme/theme.ts';

/**
 * Below this card width 'Bandingkan' drops its plus/check icon: icon and word need about 140 px,
 * and a card on a 360 px phone (two a row) is 158 px wide, 134 px inside its padding.
 */
const NARROW_CARD = '199px';

/** A size container: its controls fit themselves to the card's width, not the window's. */
export const Card = styled.article`
  container: product-card / inline-size;
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.medium};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Media = styled.div`
  aspect-ratio: 1 / 1;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.color.borderStrong};
  & > svg {
    width: ${({ theme }) => theme.space[1200]};
    height: ${({ theme }) => theme.space[1200]};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/**
 * The whole name on a phone, on up to three lines: two cards share 360-390 px there, and SPEC's
 * 10-character cut made 'Silinder SC-20 ...' and 'Silinder SC-120 ...' the same card.
 */
export const PhoneName = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  ${fromTablet} {
    display: none;
  }
`;

/** SPEC's 10-character cut, from the tablet breakpoint up. */
export const CutName = styled.span`
  display: none;
  ${fromTablet} {
    display: inline;
  }
`;

/** The part number under the name: one line, cut with '…' when longer than the card. */
export const PartNumber = styled.p`
  max-width: 100%;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The one link of the card; its ::after covers the whole card, so every part of it is clickable. */
export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const BadgeSlot = styled.div`
  max-width: 100%;
`;

/**
 * Actions of a card ('Bandingkan'): above the card-wide link, so they take their own clicks. Each
 * spans the card; in a narrow card the button's icon gives way to its word (the fill and
 * aria-pressed still tell whether the product is chosen).
 */
export const Actions = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[300]};
  & button {
    width: 100%;
  }
  @container product-card (max-width: ${NARROW_CARD}) {
    & button {
      padding: 0 ${({ theme }) => theme.space[200]};
    }
    & button > [aria-hidden='true'] {
      display: none;
    }
  }
`;

export const SkeletonBody = styled(Body)`
  align-items: stretch;
`;
