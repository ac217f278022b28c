// The 10 'Kode Cadangan', shown once (issue 27), with ways to keep them (issue 32): 'Salin' to the
// clipboard, 'Unduh' as a .txt file, 'Cetak' on paper (the print shows the codes alone).
import { useState } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { saveBlob } from '../../../ui/dom/saveBlob.ts';
import { Actions, Body, CodeList, CodesPrintStyle, CopyStatus } from './TwoStepModal.styles.ts';
import { TWO_STEP_TEXT } from './texts.ts';

/** The file 'Unduh' saves. */
export const RECOVERY_CODES_FILE = 'kode-cadangan.txt';

/** The codes as the file and the clipboard get them: a title, the advice, one numbered code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    `${TWO_STEP_TEXT.codesTitle} - ${TWO_STEP_TEXT.title}`,
    TWO_STEP_TEXT.codesLead,
    '',
    ...codes.map((code, index) => `${index + 1}. ${code}`),
    '',
  ].join('\n');
}

/** Props of RecoveryCodes. */
export interface RecoveryCodesProps {
  /** The codes the server answered. */
  codes: readonly string[];
  /** The level of the 'Kode Cadangan' heading: one below the heading it sits under. */
  heading: 'h2' | 'h3';
  /** Called by 'Selesai'. */
  onDone: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The codes, 'Salin', 'Unduh', 'Cetak' and 'Selesai'. */
export function RecoveryCodes({ codes, heading: Heading, onDone }: RecoveryCodesProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyCodes = async () => {
    try {
      // Only a secure page has a clipboard; elsewhere 'Unduh' and 'Cetak' remain.
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const download = () =>
    saveBlob(
      new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
      RECOVERY_CODES_FILE,
    );
  return (
    <Body data-print-area="recovery-codes">
      <CodesPrintStyle />
      <Heading>{TWO_STEP_TEXT.codesTitle}</Heading>
      <p>{TWO_STEP_TEXT.codesLead}</p>
      <CodeList aria-label={TWO_STEP_TEXT.codesTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Actions data-print="hidden">
        <CopyStatus role="status" $isError={copy === 'failed'}>
          {copy === 'copied' ? TWO_STEP_TEXT.copied : null}
          {copy === 'failed' ? TWO_STEP_TEXT.copyFailed : null}
        </CopyStatus>
        <Button variant="secondary" onClick={() => void copyCodes()}>
          {TWO_STEP_TEXT.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {TWO_STEP_TEXT.download}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {TWO_STEP_TEXT.print}
        </Button>
        <Button onClick={onDone}>{TWO_STEP_TEXT.done}</Button>
      </Actions>
    </Body>
  );
}
