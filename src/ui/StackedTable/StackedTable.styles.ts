import styled from 'styled-components';

/**
 * A table that never scrolls sideways on a phone (issue 35): below 768 px (`$stackBelow`, or
 * 1024 px for a table of inputs) each row is a card and each cell a line that names its column
 * from its `data-label`; from there up it is a plain table.
 * Cells whose `data-label` is empty (the row's name) take the card's whole width; a cell of class
 * `control` (an input) shows its label above the control.
 */
export const StackedTable = styled.table<{ $stackBelow?: 'tablet' | 'desktop' }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};
  th,
  td {
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  @media not all and (min-width: ${({ theme, $stackBelow = 'tablet' }) => theme.breakpoint[$stackBelow]}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody,
    tfoot {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[300]};
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
      padding: ${({ theme }) => theme.space[300]};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.medium};
    }
    td,
    th[scope='row'] {
      display: contents;
    }
    td::before,
    th[scope='row']::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
    }
    td > *,
    th[scope='row'] > * {
      min-width: 0;
      overflow-wrap: anywhere;
    }
    td[data-label=''] > *,
    th[scope='row'][data-label=''] > * {
      grid-column: 1 / -1;
    }
    td[data-label='']::before,
    th[scope='row'][data-label='']::before {
      display: none;
    }
    td:not([data-label='']):not(.control) > * {
      text-align: right;
    }
    /* A cell holding a control: its label above it, both the card's whole width. */
    td.control::before,
    td.control > * {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: ${({ theme, $stackBelow = 'tablet' }) => theme.breakpoint[$stackBelow]}) {
    th,
    td {
      padding: ${({ theme }) => theme.space[200]};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    th.amount,
    td.amount {
      white-space: nowrap;
      text-align: right;
    }
  }
`;

/** One value in a stacked cell (a cell's content is wrapped so the card's grid can place it). */
export const Cell = styled.span`
  display: block;
`;
