import styled from 'styled-components';
import { Button } from '@/ui/Button/Button.tsx';
import { LOAD_ERROR_TEXT, RETRY_TEXT } from './texts.ts';

/** The main landmark of every public screen; the skip link of the layout targets its id. */
export const PageMain = styled.main.attrs({ id: 'konten', tabIndex: -1 })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoint.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  box-sizing: border-box;
  outline: none;
`;

/** The h1 of a public screen. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[600]};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]};
  border: 1px solid ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerStrong};
  text-align: center;
`;

/** Props of LoadError. */
export interface LoadErrorProps {
  /** The reason to show under the general text (the shared handling's text). */
  detail?: string;
  /** Called by 'Coba lagi'; without it no button shows. */
  onRetry?: () => void;
}

/** What a page or section shows when its data did not load. */
export function LoadError({ detail, onRetry }: LoadErrorProps) {
  return (
    <ErrorBox role="alert">
      <p style={{ margin: 0 }}>
        {LOAD_ERROR_TEXT}
        {detail ? ` ${detail}` : null}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      ) : null}
    </ErrorBox>
  );
}
