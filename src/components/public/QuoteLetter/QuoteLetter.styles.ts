import styled from 'styled-components';
import { fromTablet } from '../../../ui/theme/theme.ts';

/** The letter on a sheet: full width on a phone, a paper-like card from 768 px. */
export const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text};
  ${fromTablet} {
    padding: ${({ theme }) => theme.space[800]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    box-shadow: ${({ theme }) => theme.shadow.small};
  }
`;

export const Letterhead = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding-bottom: ${({ theme }) => theme.space[300]};
  border-bottom: 2px solid ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  & > strong {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size[500]};
  }
`;

export const LetterTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
  text-align: center;
`;

/** Number, date, validity and the buyer: label and value side by side. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[200]};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const LineName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const LineNote = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[100]};
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[400]};
  margin: 0 0 0 auto;
  width: 100%;
  max-width: 420px;
  font-size: ${({ theme }) => theme.font.size[200]};
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
  .grand {
    padding-top: ${({ theme }) => theme.space[100]};
    border-top: 1px solid ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Words = styled.p`
  margin: 0;
  font-style: italic;
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const Signature = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size[200]};
  text-align: right;
  & > p {
    margin: 0;
  }
  & > .name {
    margin-top: ${({ theme }) => theme.space[800]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
  }
`;
