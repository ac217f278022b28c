import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { CheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { useConfirmLeave } from '@/components/Form/useConfirmLeave.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Modal } from '@/ui/Modal/Modal.tsx';
import type { ModalSize } from '@/ui/Modal/Modal.tsx';
import { RouteLeaveGuard } from './RouteLeaveGuard.tsx';
import { FormStack } from './shared.styles.ts';
import { FORM_TEXT } from './texts.ts';

/** What FormModal needs of its form. */
export type ModalForm = Pick<
  CheckAndSaveForm<FieldValues>,
  'handleSubmit' | 'isBusy' | 'isDirty' | 'attachForm'
>;

/** Props of FormModal. */
export interface FormModalProps {
  /** The modal's heading ('Tambah Brand', 'Edit Brand'). */
  title: string;
  /** Called on 'Batal', Escape, the close button and a click outside, once any unsaved change is confirmed lost. */
  onClose: () => void;
  /**
   * The form inside (useCheckAndSaveForm's answer): its submit handler (Enter in a field or
   * 'Simpan'), whether it is saving ('Simpan' reads 'Memproses...' and cannot be pressed), whether
   * it has unsaved changes (leaving asks first), and its element (focus on the first invalid field).
   */
  form: ModalForm;
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
  form: { handleSubmit, isBusy, isDirty, attachForm },
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
      <FormStack id={formId} ref={attachForm} onSubmit={handleSubmit} noValidate>
        {children}
      </FormStack>
      <RouteLeaveGuard isActive={isDirty && !isBusy} />
    </Modal>
  );
}
