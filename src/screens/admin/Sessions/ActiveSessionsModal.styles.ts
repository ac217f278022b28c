import styled from 'styled-components';

export const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
`;

export const SessionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const SessionText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const SessionName = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const SessionTimes = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[600]};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
`;
