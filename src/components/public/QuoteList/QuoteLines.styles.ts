import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { fromTablet } from '../../../ui/theme/theme.ts';

export const LinesList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Phones: picture and name over the fields; from 768 px one row per product. */
export const LineCard = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[1600]} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  ${fromTablet} {
    grid-template-columns: ${({ theme }) => theme.space[1600]} minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

export const Thumb = styled.div`
  width: ${({ theme }) => theme.space[1600]};
  height: ${({ theme }) => theme.space[1600]};
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const LineInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const LineName = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const Amount = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The fields span the whole card on a phone, the third column from 768 px. */
export const LineFields = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(88px, 120px) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[200]};
  ${fromTablet} {
    grid-column: auto;
  }
`;

export const TotalRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-top: 2px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size[400]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ListError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerStrong};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
`;
