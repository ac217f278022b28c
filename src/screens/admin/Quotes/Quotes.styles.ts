import styled from 'styled-components';
import { StackedTable } from '@/ui/StackedTable/StackedTable.styles.ts';
import { fromDesktop } from '@/ui/theme/theme.ts';

export const DetailHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  & > h2 {
    margin: 0;
    margin-right: auto;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[600]};
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size[400]};
`;

/** The buyer's note under a line's name. */
export const ItemNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[100]};
`;

/** 'Ready Stok' or 'Inden', and the weeks of an 'Inden' line beside it. */
export const LeadTimeCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  & > :first-child {
    flex: 1 1 140px;
  }
  & > :nth-child(2) {
    flex: 0 0 72px;
  }
`;

/** The quotation's terms: one column on a phone, three from 1024 px. */
export const TermsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  margin-bottom: ${({ theme }) => theme.space[400]};
  ${fromDesktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * The items: a card per line below 1024 px; from there a table of fixed column widths (inputs
 * would otherwise widen it past the page), the product's name taking what is left.
 */
export const ItemsTable = styled(StackedTable).attrs({ $stackBelow: 'desktop' as const })`
  ${fromDesktop} {
    table-layout: fixed;
    th.amount {
      width: 120px;
    }
    th.amount.quantity {
      width: 64px;
    }
    th.price {
      width: 170px;
    }
    /* 'Ready Stok' with the clear and open buttons of the select. */
    th.lead {
      width: 200px;
    }
    th.discount {
      width: 96px;
    }
    td.amount.current {
      white-space: normal;
    }
  }
`;

export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[400]};
  margin: ${({ theme }) => theme.space[300]} 0 0 auto;
  max-width: 420px;
  /* A label on one line: the words of the total wrap instead. */
  dt {
    white-space: nowrap;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  /* The total in words: under its label, the whole width. */
  dd.words {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.color.textMuted};
    font-style: italic;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const History = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[500]};
`;

export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[300]};
  & > :first-child {
    flex: 0 1 240px;
  }
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
