// Single landing records: the new-product banner, footer and about-us data ("tagline"), and the
// portfolio PDF download.
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { db } from '../db.ts';
import { pdfBytes } from '../media.ts';
import { msg } from '../messages.ts';
import { readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import {
  checked,
  field,
  image,
  indexed,
  pdf,
  storedFile,
  throwIfInvalid,
  upload,
} from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

/** A trimmed text field, or `fallback` when the form does not send it (lengths: the contract). */
function text(form: FormData, name: string, fallback: string): string {
  return form.has(name) ? field(form, name).trim() : fallback;
}

function readFooter(form: FormData): Schemas['Footer'] {
  const errors: FieldErrors = {};
  const logo = upload(form, 'logo');
  image(errors, 'logo', logo);
  const current = db.footer;
  const names = indexed(form, 'alamat', '[name]');
  const addresses = indexed(form, 'alamat', '[alamat]');
  const indices = [...new Set([...names, ...addresses].map(({ index }) => index))].sort(
    (a, b) => a - b,
  );
  const footer: Schemas['Footer'] = {
    path: logo ? storedFile(logo).path : current.path,
    tagline: text(form, 'tagline', current.tagline),
    email: text(form, 'email', current.email),
    office: text(form, 'office', current.office),
    telp: text(form, 'telp', current.telp),
    alamat: indices.map((index) => ({
      name: text(form, `alamat[${index}][name]`, ''),
      alamat: text(form, `alamat[${index}][alamat]`, ''),
    })),
  };
  throwIfInvalid(errors);
  return footer;
}

function readAbout(form: FormData): { about: Schemas['TaglineMain']; portfolio: File | null } {
  const errors: FieldErrors = {};
  const photo = upload(form, 'image');
  const portfolio = upload(form, 'portfolio');
  image(errors, 'image', photo);
  pdf(errors, 'portfolio', portfolio);
  const tags = indexed(form, 'tag', '[tag]');
  const current = db.about;
  const about: Schemas['TaglineMain'] = {
    path: photo ? storedFile(photo).path : current.path,
    tagline: text(form, 'tagline', current.tagline),
    service1: text(form, 'service1', current.service1),
    service2: text(form, 'service2', current.service2),
    buttonName: text(form, 'button_name', current.buttonName),
    list: tags
      .map(({ index }) => ({ tag: text(form, `tag[${index}][tag]`, '') }))
      .filter(({ tag }) => tag !== ''),
    portfolio: portfolio ? storedFile(portfolio) : current.portfolio,
  };
  throwIfInvalid(errors);
  return { about, portfolio };
}

/** Handlers of `new-product`, `tagline/*`, `download` and their admin forms. */
export const landingHandlers: RequestHandler[] = [
  ...route('get', '/new-product', () => single(db.newProduct)),
  ...route('get', '/admin/new-product', () => single(db.newProduct)),
  ...route('post', '/admin/new-product', async ({ request }) => {
    const errors: FieldErrors = {};
    const file = upload(await readForm(request), 'image');
    image(errors, 'image', file, msg.required.newProductImage);
    throwIfInvalid(errors);
    db.newProduct = { path: storedFile(checked(file)).path };
    return single(db.newProduct, msg.updated);
  }),
  ...route('get', '/tagline/footer', () => single({ data: db.footer })),
  ...route('get', '/tagline/main', () => single(db.about)),
  ...route('post', '/admin/tagline/footer', async ({ request }) => {
    db.footer = readFooter(await readForm(request));
    return single(db.footer, msg.saved);
  }),
  ...route('post', '/admin/tagline/main', async ({ request }) => {
    const { about, portfolio } = readAbout(await readForm(request));
    db.about = about;
    if (portfolio) db.portfolioPdf = portfolio;
    return single(db.about, msg.saved);
  }),
  ...route('get', '/download', () => {
    const body =
      db.portfolioPdf ??
      new Blob([pdfBytes('Portofolio Katalog Pneumatik')], { type: 'application/pdf' });
    return new HttpResponse(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Portofolio.pdf"',
      },
    });
  }),
];
