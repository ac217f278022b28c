import styled from 'styled-components';

/** A message about a whole list of rows (too few options), styled as a field's message. */
export const ListMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Two columns of short fields from the tablet width up, one below. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;
