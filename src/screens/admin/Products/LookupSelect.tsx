import { useState } from 'react';
import type { Ref } from 'react';
import { useLookup } from '@/api/hooks/lookups.ts';
import type { LookupKind } from '@/api/hooks/lookups.ts';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';

/** Props of LookupSelect. */
export interface LookupSelectProps {
  /** Which active records the dropdown offers (GET admin/lookup/{kind}). */
  kind: LookupKind;
  /** The field's label. */
  label: string;
  /** The chosen record, or null. */
  value: SelectOption | null;
  /** Called with the new choice (null after the clear button). */
  onChange: (option: SelectOption | null) => void;
  /** SPEC 5's message under the field. */
  error?: string;
  /** Marks the field as required. */
  isRequired?: boolean;
  /** Locks the field while saving. */
  isDisabled?: boolean;
  /** The search input, which takes focus when the field is the first invalid one. */
  ref?: Ref<HTMLInputElement>;
}

/** A single select over a server-searched lookup: 15 options, search debounced 800 ms (SPEC 9). */
export function LookupSelect({ kind, ...props }: LookupSelectProps) {
  const [search, setSearch] = useState('');
  const lookup = useLookup(kind, search || undefined);
  const options = (lookup.data?.data ?? []).map((row) => ({ id: row.id, text: row.name }));
  return <Select options={options} isLoading={lookup.isLoading} onSearch={setSearch} {...props} />;
}
