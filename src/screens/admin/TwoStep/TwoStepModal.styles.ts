import styled, { createGlobalStyle } from 'styled-components';

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text};

  p {
    margin: 0;
  }
`;

export const QrImage = styled.img`
  width: 200px;
  height: 200px;
  justify-self: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const KeyText = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[300]};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: ${({ theme }) => theme.font.size[200]};
  overflow-wrap: anywhere;
`;

export const CodeList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[600]};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[200]};
  font-family: ui-monospace, monospace;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Paper shows the recovery codes alone, without the buttons, while they are on screen. */
export const CodesPrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area='recovery-codes'],
    [data-print-area='recovery-codes'] * {
      visibility: visible;
    }
    [data-print-area='recovery-codes'] {
      position: fixed;
      inset: 0 auto auto 0;
      width: 100%;
    }
    [data-print-area='recovery-codes'] [data-print='hidden'] {
      display: none;
    }
  }
`;

/** Whether 'Salin' worked, at the start of the buttons' row (nothing while there is no news). */
export const CopyStatus = styled.p<{ $isError: boolean }>`
  flex: 1 1 160px;
  align-self: center;
  margin: 0;
  color: ${({ theme, $isError }) => ($isError ? theme.color.danger : theme.color.success)};
  font-size: ${({ theme }) => theme.font.size[200]};
`;
