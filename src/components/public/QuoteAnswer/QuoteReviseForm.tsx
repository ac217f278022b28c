import * as limits from '../../../lib/forms/fieldLimits.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextArea } from '../../../ui/TextArea/TextArea.tsx';
import { useCheckAndSaveForm } from '../../Form/useCheckAndSaveForm.ts';
import type { FailureReport } from '../../Form/useCheckAndSaveForm.ts';
import { AnswerForm, AnswerHeading, Intro, SubmitRow } from './QuoteAnswer.styles.ts';
import { ANSWER_TEXT as TEXT } from './texts.ts';

// The contract's length.
const NOTE_MAX = limits.QuoteReviseInput.note;

/** Props of QuoteReviseForm. */
export interface QuoteReviseFormProps {
  /** Sends the note; rejects on failure (the note stays). */
  onSubmit: (note: string) => Promise<unknown>;
  /** The failure's messages by field (a 422's) and the dialog telling of it. */
  reportFailure: (error: unknown) => FailureReport;
  /** Called once the request for a revision is stored. */
  onRevised: () => void;
}

/** 'Minta Revisi': a note of what the buyer wants changed. */
export function QuoteReviseForm({ onSubmit, reportFailure, onRevised }: QuoteReviseFormProps) {
  const { field, isBusy, attachForm, handleSubmit } = useCheckAndSaveForm<{ note: string }>({
    initial: { note: '' },
    validate: ({ note }) => (note.trim() === '' ? { note: TEXT.noteRequired } : {}),
    save: ({ note }) => onSubmit(note),
    reportFailure,
    onSaved: onRevised,
  });
  return (
    <AnswerForm ref={attachForm} noValidate onSubmit={handleSubmit} aria-labelledby="quote-revise">
      <AnswerHeading id="quote-revise">{TEXT.revise}</AnswerHeading>
      <Intro>{TEXT.noteHint}</Intro>
      <TextArea label={TEXT.note} isRequired rows={4} maxLength={NOTE_MAX} {...field('note')} />
      <SubmitRow>
        <Button type="submit" variant="secondary" isBusy={isBusy}>
          {TEXT.revise}
        </Button>
      </SubmitRow>
    </AnswerForm>
  );
}
