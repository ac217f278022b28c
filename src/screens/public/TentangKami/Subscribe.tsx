import { useState } from 'react';
import { handleApiError, isApiError } from '@/api/errors.ts';
import { useSubscribe } from '@/api/hooks/subscribe.ts';
import { showSubscribeThanks } from '@/components/Feedback/dialogs.ts';
import { SubscribeModal } from '@/components/public/SubscribeModal/SubscribeModal.tsx';
import type {
  SubscribeFieldErrors,
  SubscribeValues,
} from '@/components/public/SubscribeModal/SubscribeModal.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { SubscribeBox } from './TentangKami.styles.ts';
import { ABOUT_PAGE_TEXT } from './texts.ts';

/** The 'Subscribe' button, its modal, and 'Terima Kasih!' naming the product (SPEC 2.2, 7). */
export function Subscribe({ productName }: { productName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SubscribeFieldErrors>({});
  const { trigger } = useSubscribe();
  const handleSubmit = async (values: SubscribeValues) => {
    setFieldErrors({});
    try {
      await trigger(values);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setFieldErrors(error.fieldErrors);
      await handleApiError(error);
      throw error;
    }
    // The modal closes on the resolved promise; the thanks dialog follows it.
    void showSubscribeThanks(productName);
  };
  return (
    <SubscribeBox aria-labelledby="subscribe-judul">
      <h2 id="subscribe-judul" style={{ margin: 0 }}>
        {ABOUT_PAGE_TEXT.subscribe}
      </h2>
      <p>{ABOUT_PAGE_TEXT.subscribeLead}</p>
      <Button onClick={() => setIsOpen(true)}>{ABOUT_PAGE_TEXT.subscribe}</Button>
      <SubscribeModal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onSubmit={handleSubmit}
        fieldErrors={fieldErrors}
      />
    </SubscribeBox>
  );
}
