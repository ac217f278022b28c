import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/ui/Button/Button.tsx';
import { Modal } from '@/ui/Modal/Modal.tsx';
import type { ModalSize } from '@/ui/Modal/Modal.tsx';
import { FormStack } from './shared.styles.ts';
import { FORM_TEXT } from './texts.ts';

/** Props of FormModal. */
export interface FormModalProps {
  /** The modal's heading ('Tambah Brand', 'Edit Brand'). */
  title: string;
  /** Called on 'Batal', Escape and the close button. */
  onClose: () => void;
  /** The form's submit handler (Enter in a field or 'Simpan'). */
  onSubmit: (event: FormEvent) => void;
  /** True while saving: 'Simpan' reads 'Memproses...' and cannot be pressed. */
  isBusy: boolean;
  /** Width of the modal; medium by default. */
  size?: ModalSize;
  /** The fields. */
  children: ReactNode;
}

/** An admin add/edit modal: a form with 'Batal' and 'Simpan' (SPEC 2.3), mounted only while open. */
export function FormModal({ title, onClose, onSubmit, isBusy, size = 'medium', children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      isOpen
      title={title}
      onClose={onClose}
      size={size}
      isBackdropCloseDisabled
      footer={
        <>
          <Button variant="secondary" onClick={onClose} isDisabled={isBusy}>
            {FORM_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} isBusy={isBusy}>
            {FORM_TEXT.submit}
          </Button>
        </>
      }
    >
      <FormStack id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </FormStack>
    </Modal>
  );
}
