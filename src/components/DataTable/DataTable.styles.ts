import styled, { css } from 'styled-components';
import { bareInputCss, controlBoxCss } from '../../ui/Field/Field.styles.ts';
import { theme as tokens } from '../../ui/theme/theme.ts';

// On a phone (issue 32) each row is a card of 'label: value' lines with its 'Aksi' on its first
// line, instead of a table scrolling sideways that hid names and actions off screen. The header
// row stays as a strip of what can still be pressed there (select all, the sort buttons); the
// other headers are only hidden from sight, so the table keeps its headers for screen readers.
const phoneCards = `@media (width < ${tokens.breakpoint.tablet})`;

const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const TableCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.small};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space[600]};
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;

export const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

export const PageSizeSlot = styled.div`
  flex: none;
  min-width: calc(${({ theme }) => theme.space[1600]} * 2);
`;

export const SearchSlot = styled.div`
  flex: 1 1 calc(${({ theme }) => theme.space[1600]} * 3);
  min-width: 0;
  max-width: calc(${({ theme }) => theme.space[1600]} * 5);
`;

export const SelectBox = styled.div<{ $isInvalid: boolean }>`
  ${controlBoxCss}
  position: relative;
`;

export const NativeSelect = styled.select`
  ${bareInputCss}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[800]};
  cursor: pointer;
`;

export const SelectChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[300]};
  display: inline-flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

// The table scrolls sideways inside this box on narrow screens (SPEC: responsive admin tables);
// DataTable makes it a named, focusable region so that keyboard users can scroll it too.
// position: relative keeps absolutely placed descendants (visually hidden labels) inside the box;
// without it they escape the clip and widen the whole page on a phone.
export const ScrollBox = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};

  ${phoneCards} {
    overflow-x: visible;
    border: 0;
    border-radius: 0;
  }
`;

// While reloading, rows stay at full contrast (dimming them fails WCAG contrast); the table is
// aria-busy and a spinner shows next to the range text instead.
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};

  ${phoneCards} {
    display: block;

    & > thead,
    & > tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[300]};
    }
    & > thead > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
      padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
      margin-bottom: ${({ theme }) => theme.space[300]};
      background: ${({ theme }) => theme.color.surfaceMuted};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.medium};
    }
    /* Nothing to press in the header (a read-only table): no strip at all. */
    & > thead:not(:has(button, input)) {
      ${visuallyHiddenCss}
    }
    & > tbody > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
      padding: ${({ theme }) => theme.space[300]};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.medium};
    }
  }
`;

const cellCss = css`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  text-align: left;
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const HeaderCell = styled.th<{ $isNarrow: boolean; $isShownOnPhone: boolean }>`
  ${cellCss}
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  width: ${({ $isNarrow }) => ($isNarrow ? '1%' : 'auto')};

  ${phoneCards} {
    display: block;
    width: auto;
    padding: 0;
    border: 0;
    ${({ $isShownOnPhone }) => ($isShownOnPhone ? '' : visuallyHiddenCss)}
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: ${({ theme }) => `-${theme.space[100]} -${theme.space[200]}`};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

// Two stacked chevrons: both muted when unsorted, the one pointing the sort's way in brand colour.
export const SortIcon = styled.span`
  display: inline-flex;
  flex-direction: column;
  color: ${({ theme }) => theme.color.borderStrong};

  & > span {
    display: flex;
    height: ${({ theme }) => theme.space[200]};
    align-items: center;
    justify-content: center;
  }
  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
  }
  & > span:first-child svg {
    transform: rotate(180deg);
  }
  & > span[data-active='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** Where a cell sits in a row: its place on a phone card follows from it. */
export type CellPart = 'select' | 'number' | 'data' | 'actions';

const phoneCellCss = {
  // First line of the card: the checkbox, 'No 3', and 'Aksi' pushed to the right end.
  select: css`
    flex: none;
    order: -1;
  `,
  number: css`
    display: flex;
    flex: 1 1 auto;
    order: -1;
    gap: ${({ theme }) => theme.space[200]};
  `,
  actions: css`
    flex: none;
    order: -1;
    margin-left: auto;
  `,
  // Then one 'label: value' line per column, the value wrapping in the space left of the line.
  data: css`
    display: grid;
    flex: 1 1 100%;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[300]};
    /* A badge or a switch keeps its own width instead of stretching over the line. */
    justify-items: start;
  `,
};

export const Cell = styled.td<{ $isNoWrap: boolean; $part: CellPart }>`
  ${cellCss}
  min-width: ${({ $isNoWrap, theme }) => ($isNoWrap ? '0' : `calc(${theme.space[1600]} * 2)`)};
  white-space: ${({ $isNoWrap }) => ($isNoWrap ? 'nowrap' : 'normal')};
  overflow-wrap: anywhere;

  /* Inline-flex controls (switch, menu button) sit on the text baseline otherwise. */
  & > * {
    vertical-align: middle;
  }

  ${phoneCards} {
    min-width: 0;
    padding: 0;
    border: 0;
    white-space: normal;
    ${({ $part }) => phoneCellCss[$part]}

    /* The column's header as the line's label; '/ ""' keeps it out of what screen readers say,
       which already announce the header of the cell. */
    &[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
  }
`;

// An e-mail address: line breaks only where EmailText put <wbr> (after '@', before '.'); a part
// wider than the whole line breaks as a last resort (break-word, unlike the cell's 'anywhere',
// never narrows a table column below the part's width).
export const EmailWrap = styled.span`
  overflow-wrap: break-word;
  word-break: normal;
`;

export const EmptyCell = styled.td`
  ${cellCss}
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  ${phoneCards} {
    display: block;
    flex: 1 1 100%;
    border: 0;
  }
`;

export const BodyRow = styled.tr`
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:last-child > td {
    border-bottom: 0;
  }
`;

export const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

export const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const RangeInfo = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
`;

export const TriggerContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
`;

// The rows ticked on the page and what can be done to them, between the controls and the table.
export const SelectionBarBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  background: ${({ theme }) => theme.color.brandSoft};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const SelectedCount = styled.span`
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const RowCheckbox = styled.input.attrs({ type: 'checkbox' })`
  width: ${({ theme }) => theme.space[400]};
  height: ${({ theme }) => theme.space[400]};
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
`;
