import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { fromDesktop } from '../../../ui/theme/theme.ts';

/** The panel beside the results from the desktop breakpoint; below it the 'Filter' sheet holds it. */
export const Aside = styled.aside`
  display: none;
  ${fromDesktop} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[400]};
    min-width: 0;
  }
`;

/** The phone's 'Filter' button row; gone from the desktop breakpoint. */
export const PhoneBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  ${fromDesktop} {
    display: none;
  }
`;

export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
  min-width: 0;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[400]};
`;

export const ClearLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > form {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[200]};
  }
`;

export const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

/** The span of the values, and small labels. */
export const Span = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[100]};
`;

export const BoundsRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space[200]};
  align-items: end;
  width: 100%;
`;

export const UnitSelect = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const ActiveCount = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;
