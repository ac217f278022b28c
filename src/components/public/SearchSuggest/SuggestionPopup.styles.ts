import styled from 'styled-components';

export const Popup = styled.div`
  margin-top: ${({ theme }) => theme.space[100]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  overflow: hidden;
`;

export const Listbox = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[100]};
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]} ${theme.space[100]}`};
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

export const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.space[1000]};
  height: ${({ theme }) => theme.space[1000]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.borderStrong};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** Long names wrap instead of widening the list. */
export const OptionName = styled.span`
  overflow-wrap: anywhere;
`;

export const OptionPrice = styled.span`
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
`;

/** 'Padanan untuk CDQ2B32-50' under a product found by another maker's code. */
export const OptionNote = styled.span`
  font-size: ${({ theme }) => theme.font.size[100]};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const SearchAll = styled(Option)`
  margin-top: ${({ theme }) => theme.space[100]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 0;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;
