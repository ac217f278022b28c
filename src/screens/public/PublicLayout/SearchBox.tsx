import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '@/ui/Icon/Icon.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { searchHref } from '../shared/paths.ts';

const Form = styled.form`
  display: flex;
  align-items: stretch;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  outline: none;
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.medium};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

/** Label of the search field. */
export const SEARCH_LABEL = 'Cari produk';

/** Label of the search icon button. */
export const SEARCH_BUTTON_LABEL = 'Cari';

/** The top bar's search (SPEC 2.1): Enter or the icon goes to l-search with ?search=. */
export function SearchBox() {
  const inputId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    // An empty box searches nothing: stay where the visitor is.
    if (search) void navigate(searchHref(search));
  };

  return (
    <Form role="search" onSubmit={handleSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {SEARCH_LABEL}
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        name="search"
        placeholder={`${SEARCH_LABEL}...`}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <Submit type="submit" aria-label={SEARCH_BUTTON_LABEL}>
        <Icon name="search" size="small" />
      </Submit>
    </Form>
  );
}
