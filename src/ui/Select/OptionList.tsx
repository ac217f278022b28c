import type { RefObject } from 'react';
import { CheckSlot, Listbox, MessageItem, OptionItem, Popup } from './Select.styles.ts';
import { SELECT_TEXTS } from './types.ts';
import type { SelectOption } from './types.ts';
import type { Combobox } from './useCombobox.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { useAnchoredPosition } from '../hooks/useAnchoredPosition.ts';

/** Props of OptionList (internal to Select and MultiSelect). */
export interface OptionListProps {
  /** The shared combobox state. */
  combobox: Combobox;
  /** The field box the list hangs under (and matches in width). */
  anchorRef: RefObject<HTMLElement | null>;
  /** The popup element, shared with the combobox's click-outside check. */
  popupRef: RefObject<HTMLDivElement | null>;
  /** Id of the field's label, which also names the list. */
  labelId: string;
  /** Whether an option is chosen. */
  isSelected: (option: SelectOption) => boolean;
  /** MultiSelect's list allows several choices. */
  isMultiple?: boolean;
}

/** The popup listbox with SPEC 8's 'Harap Tunggu...' and 'Tidak Ada Data' states. */
export function OptionList({
  combobox,
  anchorRef,
  popupRef,
  labelId,
  isSelected,
  isMultiple = false,
}: OptionListProps) {
  const position = useAnchoredPosition(anchorRef, popupRef, combobox.isOpen, {
    matchWidth: true,
  });
  if (!combobox.isOpen) return null;
  const message = combobox.isBusy
    ? SELECT_TEXTS.loading
    : combobox.visible.length === 0
      ? SELECT_TEXTS.empty
      : null;

  return (
    <Portal>
      <Popup ref={popupRef} style={position}>
        <Listbox
          id={combobox.listboxId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={isMultiple || undefined}
          aria-busy={combobox.isBusy || undefined}
          // Keep focus in the input while the pointer is on the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {message ? (
            <MessageItem role="option" aria-disabled="true" aria-selected="false">
              {message}
            </MessageItem>
          ) : (
            combobox.visible.map((option, index) => {
              const isChosen = isSelected(option);
              return (
                <OptionItem
                  key={option.id}
                  id={combobox.optionId(index)}
                  role="option"
                  aria-selected={isChosen}
                  data-active={index === combobox.activeIndex}
                  onClick={() => combobox.pick(option)}
                  onMouseMove={() => combobox.setActiveId(option.id)}
                >
                  <CheckSlot aria-hidden="true">
                    {isChosen ? <Icon name="check" size="small" /> : null}
                  </CheckSlot>
                  {option.text}
                </OptionItem>
              );
            })
          )}
        </Listbox>
      </Popup>
    </Portal>
  );
}
