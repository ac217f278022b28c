import styled from 'styled-components';

export const BannerCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[500]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;

export const BannerImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 360px;
  object-fit: contain;
  align-self: flex-start;
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[800]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
