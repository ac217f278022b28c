import styled from 'styled-components';
import { fromTablet } from '../../../ui/theme/theme.ts';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

export const FormHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
`;

/** One column on a phone, two from 768 px; the note spans both. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  ${fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerStrong};
`;

export const SubmitRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
