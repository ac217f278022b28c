// A centred card on a muted page: the sign-in and the forced password change after a reset.
import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.medium};
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size[600]};
  color: ${({ theme }) => theme.color.brand};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerStrong};
`;

/** A small note under a card's form (the sign-in's first-time hint). */
export const Hint = styled.p`
  margin: ${({ theme }) => theme.space[400]} 0 0;
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;
