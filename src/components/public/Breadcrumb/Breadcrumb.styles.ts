import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Step = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StepLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* A touch target of 24 px at least (WCAG 2.5.8). */
  min-height: 24px;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

export const Current = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Separator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.textMuted};
`;
