// The list of the top-bar search suggestions. Loaded on demand (the first focus of the search
// box), so the public entry does not carry it.
import { priceText } from '../../../lib/catalogue/price.ts';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import type { SuggestionOption } from './suggestionOptions.ts';
import {
  GroupLabel,
  Listbox,
  Message,
  Option,
  OptionName,
  OptionNote,
  OptionPrice,
  OptionText,
  Popup,
  SearchAll,
  Thumb,
} from './SuggestionPopup.styles.ts';
import { SUGGEST_TEXT } from './texts.ts';
import type { SuggestCombobox } from './useSuggestCombobox.ts';

/** Props of SuggestionPopup. */
export interface SuggestionPopupProps {
  /** The combobox state of the search box. */
  combobox: SuggestCombobox;
  /** Whether the answer for the current text is awaited. */
  isLoading: boolean;
}

/** A framed-picture drawing for a product without a picture. */
function NoImageIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </svg>
  );
}

function OptionBody({ option }: { option: SuggestionOption }) {
  switch (option.kind) {
    case 'product':
      return (
        <>
          <Thumb>
            {option.product.image ? (
              <img
                src={option.product.image.path}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <NoImageIcon />
            )}
          </Thumb>
          <OptionText>
            <OptionName>{option.product.name}</OptionName>
            {option.product.equivalent ? (
              <OptionNote>{SUGGEST_TEXT.equivalent(option.product.equivalent.code)}</OptionNote>
            ) : null}
            <OptionPrice>{priceText(option.product.harga, option.product.hargaAkhir)}</OptionPrice>
          </OptionText>
        </>
      );
    case 'category':
    case 'brand':
      return <OptionName>{option.record.name}</OptionName>;
    case 'search':
      return (
        <>
          <Icon name="search" size="small" />
          <OptionName>{SUGGEST_TEXT.searchAll(option.text)}</OptionName>
        </>
      );
    default:
      return null;
  }
}

/** Products, categories and brands under their headings, then 'Cari “…”'; loading and empty texts. */
export default function SuggestionPopup({ combobox, isLoading }: SuggestionPopupProps) {
  const { groups, active, count, query } = combobox;
  const renderOption = (option: SuggestionOption) => {
    const Row = option.kind === 'search' ? SearchAll : Option;
    return (
      <Row
        key={option.key}
        id={combobox.optionId(option)}
        role="option"
        aria-selected={option === active}
        onClick={() => combobox.open(option)}
        onMouseMove={() => {
          if (option !== active) combobox.highlight(option);
        }}
      >
        <OptionBody option={option} />
      </Row>
    );
  };
  let message: string | null = null;
  if (isLoading && count === 0) message = SUGGEST_TEXT.loading;
  else if (!isLoading && count === 0) message = SUGGEST_TEXT.empty(query);
  return (
    // Pressing the list keeps focus in the input, so the list stays open until the click.
    <Popup onMouseDown={(event) => event.preventDefault()}>
      {message ? <Message>{message}</Message> : null}
      <Listbox
        id={combobox.listboxId}
        role="listbox"
        aria-label={SUGGEST_TEXT.listLabel}
        aria-busy={isLoading || undefined}
      >
        {groups.map((group) =>
          group.kind === 'search' ? (
            group.options.map(renderOption)
          ) : (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${combobox.listboxId}-${group.kind}`}
            >
              <GroupLabel id={`${combobox.listboxId}-${group.kind}`} role="presentation">
                {SUGGEST_TEXT.groups[group.kind]}
              </GroupLabel>
              {group.options.map(renderOption)}
            </div>
          ),
        )}
      </Listbox>
    </Popup>
  );
}
