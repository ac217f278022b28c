import { useState } from 'react';
import type { components } from '@/api/schema.ts';
import { useLookup } from '@/api/hooks/lookups.ts';
import { useSaveSpecAttribute } from '@/api/hooks/specAttributes.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { MultiSelect } from '@/ui/MultiSelect/MultiSelect.tsx';
import { Select } from '@/ui/Select/Select.tsx';
import { Switch } from '@/ui/Switch/Switch.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { reportSaveFailure } from '../shared/reportError.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import { useFormList } from '../shared/useFormList.ts';
import { OptionList } from './OptionList.tsx';
import { FieldPair } from './SpecAttributes.styles.ts';
import {
  SPEC_ATTRIBUTE_API_FIELDS,
  SPEC_ATTRIBUTE_FORM_TEXT as TEXT,
  SPEC_ATTRIBUTE_LIMITS,
  SPEC_KIND_OPTIONS,
  kindOf,
  specAttributeFormInitial,
  toSpecAttributeValues,
  validateSpecAttribute,
} from './specAttributeFormValues.ts';
import type { SpecAttributeFormValues } from './specAttributeFormValues.ts';

type SpecAttributeRecord = components['schemas']['SpecAttribute'];

/** The product types that use the attribute: several, searched on the server (SPEC 9). */
function TypesField(props: {
  value: SpecAttributeFormValues['types'];
  onChange: (types: SpecAttributeFormValues['types']) => void;
  error?: string;
  isDisabled: boolean;
}) {
  const [search, setSearch] = useState('');
  const lookup = useLookup('type', search || undefined);
  const options = (lookup.data?.data ?? []).map((row) => ({ id: row.id, text: row.name }));
  return (
    <MultiSelect
      label={TEXT.types}
      hint={TEXT.typesHint}
      options={options}
      isLoading={lookup.isLoading}
      onSearch={setSearch}
      value={props.value}
      onChange={(chosen) => props.onChange([...chosen])}
      error={props.error}
      isDisabled={props.isDisabled}
    />
  );
}

/** The add/edit modal of a specification attribute: name, unit, kind, options, types, filter, order. */
export function SpecAttributeForm({
  record,
  onClose,
  onSaved,
}: FormSlotProps<SpecAttributeRecord>) {
  const save = useSaveSpecAttribute();
  const form = useCheckAndSaveForm({
    initial: specAttributeFormInitial(record),
    validate: validateSpecAttribute,
    apiFieldNames: SPEC_ATTRIBUTE_API_FIELDS,
    save: (values) =>
      save.trigger({ id: record?.id ?? null, values: toSpecAttributeValues(values) }),
    reportFailure: reportSaveFailure,
    successText: record ? TEXT.updated : TEXT.added,
    onSaved,
  });
  const { field, isBusy } = form;
  const options = useFormList(form, 'options');
  const multiple = field('multiple');
  const isFilter = field('isFilter');
  const { ref: _typesRef, ...types } = field('types');
  const isChoice = kindOf(form.values) === 'choice';
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(TEXT.noun, !record)}
      onClose={onClose}
      form={form}
      size="large"
    >
      <TextInput
        label={TEXT.name}
        hint={TEXT.nameHint}
        isRequired
        maxLength={SPEC_ATTRIBUTE_LIMITS.name}
        {...field('name')}
      />
      <FieldPair>
        <TextInput
          label={TEXT.unit}
          hint={TEXT.unitHint}
          maxLength={SPEC_ATTRIBUTE_LIMITS.unit}
          {...field('unit')}
        />
        <Select
          label={TEXT.kind}
          isRequired
          options={SPEC_KIND_OPTIONS}
          isDisabled={isBusy}
          {...field('kind')}
        />
      </FieldPair>
      {isChoice ? (
        <>
          <OptionList list={options} error={form.errors.options} isDisabled={isBusy} />
          <Switch
            label={TEXT.multiple}
            isChecked={multiple.value}
            isDisabled={isBusy}
            onChange={multiple.onChange}
          />
        </>
      ) : null}
      <TypesField {...types} isDisabled={isBusy} />
      <FieldPair>
        <TextInput
          label={TEXT.urutan}
          hint={TEXT.urutanHint}
          inputMode="numeric"
          {...field('urutan')}
        />
      </FieldPair>
      <Switch
        label={TEXT.isFilter}
        isChecked={isFilter.value}
        isDisabled={isBusy}
        onChange={isFilter.onChange}
      />
    </FormModal>
  );
}
