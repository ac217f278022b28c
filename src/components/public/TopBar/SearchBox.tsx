import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { SEARCH_PATH } from '../CatalogLinks/catalogLinks.ts';
import { SEARCH_TEXT } from './texts.ts';

const SearchForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  & > :first-child {
    flex: 1 1 auto;
  }
`;

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** Called with the trimmed text on Enter or on the search button; never with an empty text. */
  onSearch: (text: string) => void;
  /** The text the box starts with (the current ?search= on the results page). */
  defaultValue?: string;
}

/** The product search of the top bar: Enter or the icon button searches (SPEC 2.1). */
export function SearchBox({ onSearch, defaultValue = '' }: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    // An empty search would only list everything: nothing to do.
    if (query) onSearch(query);
  };
  return (
    // action/name: before the page has hydrated, Enter still opens /search?search=… (plain GET).
    <SearchForm role="search" aria-label={SEARCH_TEXT.label} action={SEARCH_PATH} noValidate onSubmit={handleSubmit}>
      <TextInput
        label={SEARCH_TEXT.label}
        isLabelHidden
        type="search"
        name="search"
        placeholder={SEARCH_TEXT.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        aria-label={SEARCH_TEXT.submit}
        icon={<Icon name="search" />}
      />
    </SearchForm>
  );
}
