import styled, { createGlobalStyle } from 'styled-components';
import { Link } from 'react-router-dom';
import { fromTablet } from '@/ui/theme/theme.ts';

/** Paper shows the comparison alone: no top bar, footer, buttons or compare bar. */
export const PrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #konten,
    #konten * {
      visibility: visible;
    }
    #konten {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      max-width: none;
      padding: 0;
    }
    #konten [data-print='hidden'] {
      display: none;
    }
    #konten table {
      font-size: 10pt;
    }
    #konten th,
    #konten td {
      border: 1px solid #000;
    }
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The box the table's scroller sits in: its shade is placed against it (Scroller's ::after). */
export const ScrollFrame = styled.div`
  position: relative;
`;

/**
 * The table scrolls sideways on a phone rather than squeezing four products. While columns are
 * hidden past its right edge, a shade there says the table goes on (a phone's third product
 * starts off screen, and a table cut at a column's edge gave no sign of it); where the browser
 * cannot query a box's scroll state, there is no shade.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  container-type: scroll-state;
  /* Placed against ScrollFrame (this box is not positioned), so it does not scroll away. */
  &::after {
    content: '';
    position: absolute;
    inset: 0 0 0 auto;
    width: ${({ theme }) => theme.space[400]};
    pointer-events: none;
    background: linear-gradient(to left, rgba(16, 24, 40, 0.18), rgba(16, 24, 40, 0));
    opacity: 0;
  }
  @container scroll-state(scrollable: right) {
    &::after {
      opacity: 1;
    }
  }
  @media print {
    overflow: visible;
    &::after {
      display: none;
    }
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 480px;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.font.size[200]};
  & th,
  & td {
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  /* On a phone a fifth of the table cut 'Tegangan' and 'Jalur/Posisi' in the middle of a word. */
  & thead th:first-child {
    width: 7.5rem;
    ${fromTablet} {
      width: 20%;
    }
  }
  & tbody th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  /* The attributes stay in view while the products scroll past them on a phone. */
  & tbody th,
  & thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.surface};
  }
  & tbody tr[data-different='true'] td {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  @media print {
    min-width: 0;
    & tbody tr[data-different='true'] td {
      background: none;
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    & tbody th,
    & thead th:first-child {
      position: static;
    }
  }
`;

export const ProductHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  & img {
    width: 100%;
    max-width: 160px;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const ProductLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
