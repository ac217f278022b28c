import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

export const DetailGrid = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const DetailImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 200px;
  object-fit: contain;
`;
