import styled from 'styled-components';

/** The chat link looks like the main button: it opens WhatsApp, so it is a link. */
export const WhatsappLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
`;

/** The label, the reference and 'Salin' on one line where they fit; the reference never breaks. */
export const ReferenceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[400]};
`;

/** 'PNW-202611-00042' whole: a hyphen is no place to break a number read out over the phone. */
export const ReferenceCode = styled.strong`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const CopyStatus = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space[100]} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

/** After the request went out, on the page: the reference stays once the dialog is closed. */
export const SentPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.successSoft};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const SentHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[400]};
`;
