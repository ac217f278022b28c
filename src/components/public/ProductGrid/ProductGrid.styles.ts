import styled from 'styled-components';
/**
 * The grid counts columns from its own width, not the window's: beside the 260 px filter panel a
 * 1024 px window leaves it 708 px, where four cards were 158 px and clipped their buttons.
 * Three from 600 px (a 768 px tablet leaves 736), four from 880 px (a 1024 px window without the
 * panel leaves 992): a card stays at least 190 px wide except two a row on a phone.
 */
const THREE_COLUMNS = '600px';
const FOUR_COLUMNS = '880px';

export const GridRoot = styled.section`
  container: product-grid / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const SummarySkeleton = styled.div`
  width: 50%;
  max-width: 240px;
`;

/** Two cards a row on phones, three on tablets and beside the filter panel, four on a desktop. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
  @container product-grid (min-width: ${THREE_COLUMNS}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[400]};
  }
  @container product-grid (min-width: ${FOUR_COLUMNS}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[600]};
  }
`;

export const GridItem = styled.li`
  min-width: 0;
`;
