import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[400]};
  }
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[200]};
  }
`;

/** A message in a box of its tone: what blocks sending, or what was sent. */
export const Callout = styled.div<{ $tone: 'warning' | 'success' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  align-self: stretch;
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'warning' ? theme.color.warning : theme.color.success)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.color.warningSoft : theme.color.successSoft};
  font-size: ${({ theme }) => theme.font.size[200]};
  overflow-wrap: anywhere;
  & > p,
  & > ul {
    margin: 0;
  }
  & > strong {
    font-size: ${({ theme }) => theme.font.size[300]};
  }
`;

/** The chat link looks like a button: it opens WhatsApp, so it is a link. */
export const WhatsappLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const RevisionList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RevisionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  font-size: ${({ theme }) => theme.font.size[200]};
  & > .what {
    display: flex;
    flex-direction: column;
    flex: 1 1 240px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > .what > strong {
    font-size: ${({ theme }) => theme.font.size[300]};
  }
  & > .note {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

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
