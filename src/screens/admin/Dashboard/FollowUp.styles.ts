import styled from 'styled-components';

export const FollowUpGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[300]};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const FollowUpRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FollowUpRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  padding: ${({ theme }) => `${theme.space[200]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

export const Waited = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
  white-space: nowrap;
`;
