import { SwitchButton, SwitchLabel, SwitchRoot, Thumb } from './Switch.styles.ts';
import { useFieldIds } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

/** Props of Switch. */
export interface SwitchProps {
  /** What the switch turns on, e.g. 'Aktif'; its accessible name. */
  label: string;
  /** Whether the switch is on (controlled). */
  isChecked?: boolean;
  /** Whether the switch starts on when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips the switch. */
  onChange?: (isChecked: boolean) => void;
  /** Whether the switch cannot be flipped. */
  isDisabled?: boolean;
  /** The change is being saved: a spinner in the thumb, aria-busy, and no further flips. */
  isBusy?: boolean;
  /** Keeps the label for screen readers only (a table row's status column). */
  isLabelHidden?: boolean;
  /** Element id of the switch button (generated when absent). */
  id?: string;
}

/** An on/off switch (role="switch"), used for every record's active flag (SPEC 4). */
export function Switch({
  label,
  isChecked,
  defaultChecked = false,
  onChange,
  isDisabled = false,
  isBusy = false,
  isLabelHidden = false,
  id,
}: SwitchProps) {
  const ids = useFieldIds(id);
  const [checked, setChecked] = useControllableState(isChecked, defaultChecked, onChange);
  return (
    <SwitchRoot>
      <SwitchButton
        id={ids.inputId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={isBusy || undefined}
        disabled={isDisabled || isBusy}
        onClick={() => setChecked(!checked)}
      >
        <Thumb>{isBusy ? <Spinner size="small" isDecorative /> : null}</Thumb>
      </SwitchButton>
      <SwitchLabel htmlFor={ids.inputId} $isHidden={isLabelHidden}>
        {label}
      </SwitchLabel>
    </SwitchRoot>
  );
}
