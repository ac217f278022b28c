import styled from 'styled-components';

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
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[600]};
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size[400]};
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const ItemsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};
  th,
  td {
    padding: ${({ theme }) => theme.space[200]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td.amount {
    white-space: nowrap;
    text-align: right;
  }
  td.price {
    min-width: 180px;
  }
`;

export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[400]};
  margin: ${({ theme }) => theme.space[300]} 0 0 auto;
  max-width: 420px;
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd.words {
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
