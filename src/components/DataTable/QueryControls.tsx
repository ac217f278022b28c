import { Field, useFieldIds } from '../../ui/Field/Field.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { TextInput } from '../../ui/TextInput/TextInput.tsx';
import {
  Controls,
  NativeSelect,
  PageSizeSlot,
  SearchSlot,
  SelectBox,
  SelectChevron,
} from './DataTable.styles.ts';
import { PAGE_SIZES } from './dataTableQuery.ts';
import { DATA_TABLE_TEXT } from './texts.ts';

/** Props of QueryControls. */
export interface QueryControlsProps {
  /** The rows per page now. */
  pageSize: number;
  /** Called with a new page size from PAGE_SIZES. */
  onPageSizeChange: (size: number) => void;
  /** What the search box shows. */
  searchText: string;
  /** Called on every keystroke (the debounce lives in useDataTableQuery). */
  onSearchTextChange: (text: string) => void;
}

/**
 * The page-size choice and the search box above the table. The page size is a native select:
 * four fixed numbers need no typing or clearing, which the searchable ui Select is made for.
 */
export function QueryControls({
  pageSize,
  onPageSizeChange,
  searchText,
  onSearchTextChange,
}: QueryControlsProps) {
  const sizeIds = useFieldIds();
  return (
    <Controls>
      <PageSizeSlot>
        <Field label={DATA_TABLE_TEXT.pageSize} ids={sizeIds}>
          <SelectBox $isInvalid={false}>
            <NativeSelect
              id={sizeIds.inputId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
            <SelectChevron aria-hidden="true">
              <Icon name="chevron-down" size="small" />
            </SelectChevron>
          </SelectBox>
        </Field>
      </PageSizeSlot>
      <SearchSlot>
        <TextInput
          label={DATA_TABLE_TEXT.search}
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </SearchSlot>
    </Controls>
  );
}
