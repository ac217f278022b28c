import styled from 'styled-components';

export const EmptyRoot = styled.div<{ $size: 'small' | 'medium' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme, $size }) => ($size === 'small' ? theme.space[400] : theme.space[1200])}
    ${({ theme }) => theme.space[400]};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.borderStrong};
  & > svg {
    width: ${({ theme }) => theme.space[1200]};
    height: ${({ theme }) => theme.space[1200]};
  }
`;

export const EmptyText = styled.p<{ $size: 'small' | 'medium' }>`
  margin: 0;
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.size[200] : theme.font.size[400])};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;
