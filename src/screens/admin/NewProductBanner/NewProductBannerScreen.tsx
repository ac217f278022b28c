import { useState } from 'react';
import { useNewProductBanner, useSaveNewProductBanner } from '@/api/hooks/newProduct.ts';
import { SUCCESS_TEXT, TOAST_MISSING_UPLOAD } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import { missingImage, pickedFile, singleImage } from '../shared/imageValue.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { BannerCard, BannerImage, EmptyText } from './NewProductBannerScreen.styles.ts';

/** The screen's texts: the empty text and the toast are SPEC's; the rest is ours. */
export const NEW_PRODUCT_TEXT = {
  title: 'Banner New Produk',
  empty: 'Banner New Produk Belum Tersedia',
  change: 'Ubah Banner',
  modalTitle: 'Ubah Banner New Produk',
  image: 'Foto Banner',
  imageRequired: TOAST_MISSING_UPLOAD.newProductBanner,
  alt: 'Banner new product saat ini',
} as const;

function BannerForm({ onClose }: { onClose: () => void }) {
  const save = useSaveNewProductBanner();
  const form = useCheckAndSaveForm({
    initial: { image: singleImage(null) },
    validate: (values) => ({
      image: missingImage(values.image, true, NEW_PRODUCT_TEXT.imageRequired),
    }),
    toastFields: ['image'],
    save: (values) => save.trigger({ image: pickedFile(values.image) as File }),
    reportFailure: reportSaveFailure,
    successText: SUCCESS_TEXT.newProductBannerUpdated,
    onSaved: onClose,
  });
  return (
    <FormModal title={NEW_PRODUCT_TEXT.modalTitle} onClose={onClose} form={form}>
      <UploadQueue
        label={NEW_PRODUCT_TEXT.image}
        {...form.field('image')}
        isRequired
        isDisabled={form.isBusy}
      />
    </FormModal>
  );
}

/** /master/landing/new-product: the current banner or SPEC's empty text, and a one-image modal. */
export function NewProductBannerScreen() {
  const { data, isLoading } = useNewProductBanner();
  const [isOpen, setIsOpen] = useState(false);
  const path = data?.data.path ?? null;
  return (
    <BannerCard aria-label={NEW_PRODUCT_TEXT.title}>
      {isLoading ? <Skeleton variant="block" height="240px" /> : null}
      {!isLoading && path ? <BannerImage src={path} alt={NEW_PRODUCT_TEXT.alt} /> : null}
      {!isLoading && !path ? <EmptyText>{NEW_PRODUCT_TEXT.empty}</EmptyText> : null}
      <div>
        <Button onClick={() => setIsOpen(true)}>{NEW_PRODUCT_TEXT.change}</Button>
      </div>
      {isOpen ? <BannerForm onClose={() => setIsOpen(false)} /> : null}
    </BannerCard>
  );
}
