import type { KeyboardEvent } from 'react';

/** What the combobox's keys can do. */
export interface ComboboxKeyActions {
  /** Whether the list is shown. */
  isOpen: boolean;
  /** Shows the list with the chosen (or first) option active, or the last one. */
  open: (start?: 'selected' | 'last') => void;
  /** Moves the active option down (1) or up (-1), wrapping. */
  move: (delta: 1 | -1) => void;
  /** Picks the active option, if any. */
  pickActive: () => void;
  /** Hides the list and forgets the typed text. */
  close: () => void;
}

/** The keyboard of an ARIA 1.2 editable combobox: arrows, Enter, Escape and Tab. */
export function handleComboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  { isOpen, open, move, pickActive, close }: ComboboxKeyActions,
): void {
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      if (isOpen) move(delta);
      else open(delta === 1 ? 'selected' : 'last');
      break;
    }
    case 'Enter':
      if (!isOpen) return;
      // An open list owns Enter, so the surrounding form is not submitted by accident.
      event.preventDefault();
      pickActive();
      break;
    case 'Escape':
      if (!isOpen) return;
      // Handled here, so that a modal around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
      break;
    case 'Tab':
      if (isOpen) close();
      break;
    default:
  }
}
