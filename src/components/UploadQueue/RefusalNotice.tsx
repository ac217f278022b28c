import { INVALID_FILE_MESSAGE, PROBLEM_TEXT, tooManyText } from './texts.ts';
import type { AddFilesResult } from './uploadState.ts';
import { Problems } from './UploadQueue.styles.ts';

/** Files refused by the last pick or drop. */
export interface Refusal {
  /** Files with the wrong type or over 20 MB, with the reason. */
  rejected: AddFilesResult['rejected'];
  /** How many valid files did not fit. */
  overflowCount: number;
}

/** Props of RefusalNotice. */
export interface RefusalNoticeProps {
  /** Id, so that the picker button can point at the message. */
  id: string;
  /** What the last pick or drop refused; null when nothing was. */
  refusal: Refusal | null;
  /** The field's maximum, for the overflow text. */
  maxFiles: number;
}

/** The alert after a pick or drop: SPEC 5's 'Silahkan periksa file Anda lagi' with each file's reason. */
export function RefusalNotice({ id, refusal, maxFiles }: RefusalNoticeProps) {
  return (
    <Problems id={id} role="alert">
      {refusal && refusal.rejected.length > 0 ? (
        <>
          <p>{INVALID_FILE_MESSAGE}</p>
          <ul>
            {refusal.rejected.map(({ file, problem }, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name}: {PROBLEM_TEXT[problem]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {refusal && refusal.overflowCount > 0 ? <p>{tooManyText(maxFiles)}</p> : null}
    </Problems>
  );
}
