import { useId } from 'react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useConfirmLeave } from '@/components/Form/useConfirmLeave.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Modal } from '@/ui/Modal/Modal.tsx';
import type { ModalSize } from '@/ui/Modal/Modal.tsx';
import { RouteLeaveGuard } from './RouteLeaveGuard.tsx';
import { FormStack } from './shared.styles.ts';
import { FORM_TEXT } from './texts.ts';

/** Props of FormModal. */
export interface FormModalProps {
  /** The modal's heading ('Tambah Brand', 'Edit Brand'). */
  title: string;
  /** Called on 'Batal', Escape, the close button and a click outside, once any unsaved change is confirmed lost. */
  onClose: () => void;
  /** The form's submit handler (Enter in a field or 'Simpan'). */
  onSubmit: (event: FormEvent) => void;
  /** True while saving: 'Simpan' reads 'Memproses...' and cannot be pressed. */
  isBusy: boolean;
  /** True when the form has unsaved changes: leaving it asks first. */
  isDirty?: boolean;
  /** The form element (for focusing the first invalid field). */
  attachForm?: Ref<HTMLFormElement>;
  /** Width of the modal; medium by default. */
  size?: ModalSize;
  /** The fields. */
  children: ReactNode;
}

/**
 * An admin add/edit modal: a form with 'Batal' and 'Simpan' (SPEC 2.3), mounted only while open.
 * With unsaved changes, every way out ('Batal', Escape, the close button, a click outside, another
 * page of the app) asks 'Tinggalkan formulir ini?' first.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  isBusy,
  isDirty = false,
  attachForm,
  size = 'medium',
  children,
}: FormModalProps) {
  const formId = useId();
  const requestClose = useConfirmLeave(isDirty, isBusy, onClose);
  return (
    <Modal
      isOpen
      title={title}
      onClose={requestClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose} isDisabled={isBusy}>
            {FORM_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} isBusy={isBusy}>
            {FORM_TEXT.submit}
          </Button>
        </>
      }
    >
      <FormStack id={formId} ref={attachForm} onSubmit={onSubmit} noValidate>
        {children}
      </FormStack>
      <RouteLeaveGuard isActive={isDirty && !isBusy} />
    </Modal>
  );
}
