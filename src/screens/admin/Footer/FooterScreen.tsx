import { useSaveFooter, useTaglineFooter } from '@/api/hooks/tagline.ts';
import type { components } from '@/api/schema.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { pickedFile, singleImage } from '../shared/imageValue.ts';
import { maxLength, plainText } from '../shared/rules.ts';
import { RouteLeaveGuard } from '../shared/RouteLeaveGuard.tsx';
import { Actions, FormStack, PageCard } from '../shared/shared.styles.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { useFormList } from '../shared/useFormList.ts';
import { WorkshopList } from './WorkshopList.tsx';
import type { Workshop } from './WorkshopList.tsx';
import * as limits from '@/lib/forms/fieldLimits.ts';

type Footer = components['schemas']['Footer'];

/** The footer form's labels (ours; SPEC 2.3 names the fields, not their labels). */
export const FOOTER_TEXT = {
  title: 'Footer',
  logo: 'Logo',
  tagline: 'Tagline',
  office: 'Alamat Kantor',
  email: 'Email',
  telp: 'Nomor Telepon',
} as const;

function validateFooter(values: {
  tagline: string;
  office: string;
  email: string;
  telp: string;
  alamat: Workshop[];
}) {
  const errors: Record<string, string | undefined> = {
    tagline: plainText(values.tagline),
    office: plainText(values.office),
    email: maxLength(values.email, limits.FooterForm.email) ?? plainText(values.email),
    telp: maxLength(values.telp, limits.FooterForm.telp) ?? plainText(values.telp),
  };
  values.alamat.forEach((workshop, index) => {
    errors[`alamat.${index}.name`] = plainText(workshop.name);
    errors[`alamat.${index}.alamat`] = plainText(workshop.alamat);
  });
  return errors;
}

function FooterForm({ footer }: { footer: Footer }) {
  const save = useSaveFooter();
  const form = useCheckAndSaveForm({
    initial: { ...footer, logo: singleImage(footer.path), alamat: footer.alamat as Workshop[] },
    validate: validateFooter,
    save: ({ logo, tagline, office, email, telp, alamat }) =>
      save.trigger({ logo: pickedFile(logo), tagline, office, email, telp, alamat }),
    apiFieldNames: { 'alamat[0][name]': 'alamat.0.name', 'alamat[0][alamat]': 'alamat.0.alamat' },
    reportFailure: reportSaveFailure,
    successText: SUCCESS_TEXT.footerSaved,
    onSaved: () => undefined,
  });
  const { attachForm, field } = form;
  const workshops = useFormList(form, 'alamat');
  return (
    <FormStack
      ref={attachForm}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={FOOTER_TEXT.title}
    >
      <UploadQueue label={FOOTER_TEXT.logo} isDisabled={form.isBusy} {...field('logo')} />
      <TextArea label={FOOTER_TEXT.tagline} rows={2} {...field('tagline')} />
      <TextArea label={FOOTER_TEXT.office} rows={2} {...field('office')} />
      <TextInput
        label={FOOTER_TEXT.email}
        type="email"
        maxLength={limits.FooterForm.email}
        showCharacterCount
        {...field('email')}
      />
      <TextInput
        label={FOOTER_TEXT.telp}
        type="tel"
        maxLength={limits.FooterForm.telp}
        showCharacterCount
        {...field('telp')}
      />
      <WorkshopList list={workshops} isDisabled={form.isBusy} />
      <Actions>
        <Button type="submit" isBusy={form.isBusy}>
          {FORM_TEXT.submit}
        </Button>
      </Actions>
      <RouteLeaveGuard isActive={form.isDirty && !form.isBusy} />
    </FormStack>
  );
}

/** /admin/footer: logo, tagline, office, e-mail, phone and at most 4 workshops (SPEC 2.3, 5). */
export function FooterScreen() {
  const { data, isLoading } = useTaglineFooter();
  const footer = data?.data.data;
  return (
    <PageCard aria-label={FOOTER_TEXT.title}>
      {isLoading || !footer ? <Skeleton lines={6} /> : <FooterForm footer={footer} />}
    </PageCard>
  );
}
