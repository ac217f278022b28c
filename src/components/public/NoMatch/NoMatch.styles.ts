import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const NoMatchRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[800]} ${theme.space[400]}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const NoMatchTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size[400]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const NoMatchHint = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[200]};
`;

const actionLink = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
`;

/** 'Hapus Filter': an outlined button-like link (it goes to the address without filters). */
export const ClearAction = styled(Link)`
  ${actionLink}
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** 'Tanyakan via WhatsApp': the chat link, green like the quote's 'Lanjutkan ke WhatsApp'. */
export const AskAction = styled.a`
  ${actionLink}
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
