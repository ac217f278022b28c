import styled from 'styled-components';

/** Two columns of short fields in the large modal from the tablet width up, one below. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** One purchase link: marketplace, URL and remove, side by side when there is room. */
export const LinkItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  align-items: end;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(160px, 1fr) 2fr auto;
  }
`;

/** Gallery beside the facts from the desktop width up. */
export const DetailColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: minmax(280px, 2fr) 3fr;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[300]};
    font-size: ${({ theme }) => theme.font.size[600]};
    overflow-wrap: anywhere;
  }

  dl {
    margin-top: ${({ theme }) => theme.space[400]};
  }
`;

export const DetailHeader = styled.div`
  display: flex;
  justify-content: flex-start;
`;

export const ChannelList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.color.brand};
    overflow-wrap: anywhere;
  }
`;

/** The server-sanitised HTML description. */
export const Description = styled.div`
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The 'Riwayat' table scrolls sideways inside its box on a phone. */
export const HistoryScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space[300]};
`;

export const HistoryTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size[200]};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }

  th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }

  td:first-child {
    white-space: nowrap;
  }
`;

/** A range's min and max inputs, side by side. */
export const RangePair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  grid-template-columns: 1fr 1fr;
  align-items: start;
`;

/** A short note inside a form section (what to fill, why it is empty). */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;
