import styled from 'styled-components';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

export const TemplateRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const FileInput = styled.input`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  max-width: 100%;
`;

export const Summary = styled.p`
  margin: 0;
`;

export const ErrorTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-bottom: ${({ theme }) => theme.space[200]};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[200]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  td:last-child {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const ErrorScroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

export const Progress = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[400]};
  accent-color: ${({ theme }) => theme.color.brand};
`;

export const Outcome = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.dangerStrong)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSoft : theme.color.dangerSoft)};
`;
