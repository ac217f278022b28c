import styled, { css } from 'styled-components';
import { bareInputCss, controlBoxCss } from '../../ui/Field/Field.styles.ts';

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
`;

// While reloading, rows stay at full contrast (dimming them fails WCAG contrast); the table is
// aria-busy and a spinner shows next to the range text instead.
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};
`;

const cellCss = css`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  text-align: left;
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const HeaderCell = styled.th<{ $isNarrow: boolean }>`
  ${cellCss}
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  width: ${({ $isNarrow }) => ($isNarrow ? '1%' : 'auto')};
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

export const Cell = styled.td<{ $isNoWrap: boolean }>`
  ${cellCss}
  min-width: ${({ $isNoWrap, theme }) => ($isNoWrap ? '0' : `calc(${theme.space[1600]} * 2)`)};
  white-space: ${({ $isNoWrap }) => ($isNoWrap ? 'nowrap' : 'normal')};
  overflow-wrap: anywhere;

  /* Inline-flex controls (switch, menu button) sit on the text baseline otherwise. */
  & > * {
    vertical-align: middle;
  }
`;

export const EmptyCell = styled.td`
  ${cellCss}
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
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
