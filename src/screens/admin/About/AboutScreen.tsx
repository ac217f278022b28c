import { useSaveAbout, useTaglineMain } from '@/api/hooks/tagline.ts';
import type { components } from '@/api/schema.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { UploadQueue } from '@/components/UploadQueue/UploadQueue.tsx';
import { initialUploadValue } from '@/components/UploadQueue/uploadState.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { pickedFile, singleImage } from '../shared/imageValue.ts';
import { maxLength, plainText } from '../shared/rules.ts';
import type { FormErrors } from '../shared/rules.ts';
import { RouteLeaveGuard } from '../shared/RouteLeaveGuard.tsx';
import { Actions, FormStack, PageCard } from '../shared/shared.styles.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { useFormList } from '../shared/useFormList.ts';
import { NameList } from '../shared/NameList.tsx';
import { MAX_ABOUT_TAGS } from '@/lib/forms/limits.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type About = components['schemas']['TaglineMain'];

/** The about-us form's labels (ours; SPEC 2.3 names the fields). */
export const ABOUT_TEXT = {
  title: 'Tentang Kami',
  image: 'Foto',
  service1: 'Layanan 1',
  service2: 'Layanan 2',
  tagline: 'Tentang Kami',
  buttonName: 'Label Tombol',
  portfolio: 'Portofolio (PDF)',
} as const;

/** SPEC 5: at most 4 tags. */
export const MAX_TAGS = MAX_ABOUT_TAGS;

type Values = ReturnType<typeof initialValues>;

function initialValues(about: About) {
  return {
    image: singleImage(about.path),
    tagline: about.tagline,
    service1: about.service1,
    service2: about.service2,
    buttonName: about.buttonName,
    // Rows as SPEC 3's list[].tag, so that react-hook-form keeps them as a field array.
    tags: about.list.map((item) => ({ tag: item.tag })),
    portfolio: initialUploadValue(
      about.portfolio
        ? [
            {
              id: 1,
              path: about.portfolio.path,
              isCover: false,
              name: about.portfolio.name,
              size: about.portfolio.size,
            },
          ]
        : [],
    ),
  };
}

function validateAbout(values: Values): FormErrors {
  const errors: FormErrors = {
    tagline: maxLength(values.tagline, limits.AboutForm.tagline) ?? plainText(values.tagline),
    service1: plainText(values.service1),
    service2: plainText(values.service2),
    buttonName: plainText(values.buttonName),
  };
  values.tags.forEach(({ tag }, index) => {
    errors[`tags.${index}.tag`] = plainText(tag);
  });
  return errors;
}

function AboutForm({ about }: { about: About }) {
  const save = useSaveAbout();
  const form = useCheckAndSaveForm({
    initial: initialValues(about),
    validate: validateAbout,
    save: (values) =>
      save.trigger({
        image: pickedFile(values.image),
        tagline: values.tagline,
        service1: values.service1,
        service2: values.service2,
        button_name: values.buttonName,
        tag: values.tags.map(({ tag }) => ({ tag })),
        portfolio: pickedFile(values.portfolio),
      }),
    apiFieldNames: { button_name: 'buttonName', 'tag[0][tag]': 'tags.0.tag' },
    reportFailure: reportSaveFailure,
    successText: SUCCESS_TEXT.aboutSaved,
    onSaved: () => undefined,
  });
  const { attachForm, field } = form;
  const tags = useFormList(form, 'tags');
  return (
    <FormStack
      ref={attachForm}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={ABOUT_TEXT.title}
    >
      <UploadQueue label={ABOUT_TEXT.image} isDisabled={form.isBusy} {...field('image')} />
      <TextInput label={ABOUT_TEXT.service1} {...field('service1')} />
      <TextInput label={ABOUT_TEXT.service2} {...field('service2')} />
      <TextArea
        label={ABOUT_TEXT.tagline}
        maxLength={limits.AboutForm.tagline}
        showCharacterCount
        {...field('tagline')}
      />
      <TextInput label={ABOUT_TEXT.buttonName} {...field('buttonName')} />
      <NameList legend="Tag" list={tags} cell="tag" maxItems={MAX_TAGS} isDisabled={form.isBusy} />
      <UploadQueue
        label={ABOUT_TEXT.portfolio}
        accept="pdf"
        isDisabled={form.isBusy}
        {...field('portfolio')}
      />
      <Actions>
        <Button type="submit" isBusy={form.isBusy}>
          {FORM_TEXT.submit}
        </Button>
      </Actions>
      <RouteLeaveGuard isActive={form.isDirty && !form.isBusy} />
    </FormStack>
  );
}

/** /admin/tentang-kami: photo, services, about text (200), button label, 4 tags, portfolio PDF. */
export function AboutScreen() {
  const { data, isLoading } = useTaglineMain();
  const about = data?.data;
  return (
    <PageCard aria-label={ABOUT_TEXT.title}>
      {isLoading || !about ? <Skeleton lines={6} /> : <AboutForm about={about} />}
    </PageCard>
  );
}
