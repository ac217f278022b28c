import { useCallback, useState } from 'react';

/**
 * One state for controlled and uncontrolled use (Spectrum's useControlledState): when `value` is
 * given the caller owns it, otherwise the component keeps its own copy seeded by `defaultValue`.
 * `onChange` is called either way, only when the value really changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [ownValue, setOwnValue] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : ownValue;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!isControlled) setOwnValue(next);
      onChange?.(next);
    },
    [current, isControlled, onChange],
  );

  return [current, setValue];
}
