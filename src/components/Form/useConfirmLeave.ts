// Leaving a form in a modal: with unsaved changes, every way out ('Batal', Escape, the close
// button, a click outside) asks 'Tinggalkan formulir ini?' first; while saving, none works.
import { useState } from 'react';
import { confirmDiscardChanges } from '../Feedback/dialogs.ts';

/** A close request that asks first while `isDirty`, does nothing while `isBusy` or already asking. */
export function useConfirmLeave(
  isDirty: boolean,
  isBusy: boolean,
  onClose: () => void,
): () => void {
  const [isAsking, setIsAsking] = useState(false);
  const leave = async () => {
    if (isBusy || isAsking) return;
    if (!isDirty) {
      onClose();
      return;
    }
    setIsAsking(true);
    const isConfirmed = await confirmDiscardChanges();
    setIsAsking(false);
    if (isConfirmed) onClose();
  };
  return () => void leave();
}
