export { Field, useFieldIds, describedBy } from './Field.tsx';
export type { FieldIds, FieldProps } from './Field.tsx';
