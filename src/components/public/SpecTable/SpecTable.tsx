import { useId } from 'react';
import { specValueText } from '../../../lib/spec/specDisplay.ts';
import type { SpecEntry } from '../../../lib/spec/specDisplay.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { Heading, Section, Table } from './SpecTable.styles.ts';
import { SPEC_TABLE_TEXT } from './texts.ts';

/** Props of SpecTable. */
export interface SpecTableProps {
  /** The product's values, in the API's order (by the attribute's urutan, then name). */
  specifications: ReadonlyArray<SpecEntry>;
}

/** 'Spesifikasi': one row per attribute, the value with its unit; nothing when there is none. */
export function SpecTable({ specifications }: SpecTableProps) {
  const headingId = `spec${useId().replace(/:/g, '')}`;
  if (specifications.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{SPEC_TABLE_TEXT.title}</Heading>
      <Table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{SPEC_TABLE_TEXT.attribute}</VisuallyHidden>
            </th>
            <th scope="col">
              <VisuallyHidden>{SPEC_TABLE_TEXT.value}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {specifications.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{entry.name}</th>
              <td>{specValueText(entry)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

/** One other maker's part number for this product. */
export interface Equivalent {
  brand: string;
  code: string;
}

/** Props of EquivalentList. */
export interface EquivalentListProps {
  /** Other makers' part numbers (GET product/{id} data.equivalents). */
  equivalents: ReadonlyArray<Equivalent>;
}

/** 'Padanan produk merek lain': the other makers' codes this product replaces. */
export function EquivalentList({ equivalents }: EquivalentListProps) {
  const headingId = `padanan${useId().replace(/:/g, '')}`;
  if (equivalents.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{SPEC_TABLE_TEXT.equivalents}</Heading>
      <Table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{SPEC_TABLE_TEXT.brand}</th>
            <th scope="col">{SPEC_TABLE_TEXT.code}</th>
          </tr>
        </thead>
        <tbody>
          {equivalents.map((entry, index) => (
            <tr key={`${entry.brand}-${entry.code}-${index}`}>
              <td>{entry.brand}</td>
              <td>{entry.code}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
