import type { components } from '@/api/schema.ts';
import { useSaveSynonym } from '@/api/hooks/synonyms.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';
import {
  MAX_SYNONYM_WORDS,
  joinSynonymWords,
  parseSynonymWords,
  synonymWordsError,
} from '@/lib/catalogue/synonymWords.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';

type SynonymRecord = components['schemas']['Synonym'];

// The typed text holds every word at its longest (openapi.yaml SynonymInput) with room for a comma
// and spaces after each: 20 × (100 + 5) characters.
const WORDS_TEXT_MAX_LENGTH = MAX_SYNONYM_WORDS * (limits.SynonymInput.words + 5);

/** Labels and texts of the synonym form (ours). */
export const SYNONYM_FORM_TEXT = {
  noun: 'Sinonim',
  words: 'Kata',
  wordsHint:
    'Pisahkan dengan koma, misalnya: silinder, cylinder, piston. Setiap kata menemukan produk kata lainnya.',
  added: 'Menambah data sinonim',
  updated: 'Memperbarui data sinonim',
} as const;

/** The add/edit modal of a synonym group: its words in one comma-separated field. */
export function SynonymForm({
  record,
  onClose,
  onSaved,
  initialWords = '',
}: FormSlotProps<SynonymRecord> & {
  /** The words a new group starts with (a search that found nothing, from the dashboard). */
  initialWords?: string;
}) {
  const save = useSaveSynonym();
  const form = useCheckAndSaveForm({
    initial: { words: record ? joinSynonymWords(record.words) : initialWords },
    validate: (values) => ({ words: synonymWordsError(values.words) }),
    save: (values) =>
      save.trigger({ id: record?.id ?? null, values: { words: parseSynonymWords(values.words) } }),
    reportFailure: reportSaveFailure,
    successText: record ? SYNONYM_FORM_TEXT.updated : SYNONYM_FORM_TEXT.added,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(SYNONYM_FORM_TEXT.noun, !record)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={SYNONYM_FORM_TEXT.words}
        isRequired
        hint={SYNONYM_FORM_TEXT.wordsHint}
        {...form.field('words')}
        maxLength={WORDS_TEXT_MAX_LENGTH}
      />
    </FormModal>
  );
}
