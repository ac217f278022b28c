// About-us data ("tagline main"), footer data and the portfolio PDF (SPEC 7 "Public" and
// "Admin: landing content"). The admin forms read the same public GETs they replace.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook } from './mutation.ts';
import { queryHook } from './query.ts';

type Schemas = components['schemas'];

/** Name the portfolio download is saved under (SPEC 7). */
export const PORTFOLIO_FILE_NAME = 'Portofolio.pdf';

/** The footer form's values; at most 4 workshop addresses (SPEC 5). */
export type FooterValues = {
  /** A new logo; absent keeps the current one. */
  logo?: Blob | null;
  /** Footer tagline. */
  tagline: string;
  /** Contact e-mail, at most 50 characters. */
  email: string;
  /** Office address. */
  office: string;
  /** Phone, at most 60 characters. */
  telp: string;
  /** Workshops, sent as `alamat[i][name]` and `alamat[i][alamat]`. */
  alamat: readonly { name: string; alamat: string }[];
};

/** The about-us form's values; at most 4 tags (SPEC 5). */
export type AboutValues = {
  /** A new photo; absent keeps the current one. */
  image?: Blob | null;
  /** The about text, at most 200 characters. */
  tagline: string;
  /** First service. */
  service1: string;
  /** Second service. */
  service2: string;
  /** Label of the top-bar button. */
  button_name: string;
  /** Tags, sent as `tag[i][tag]`. */
  tag: readonly { tag: string }[];
  /** A new portfolio PDF (DECISIONS); absent keeps the current one. */
  portfolio?: Blob | null;
};

/** About-us data for the top bar, home and company page, and the admin about form. */
export const useTaglineMain = queryHook('/tagline/main');

/** Footer data; the footer sits under `data.data` (SPEC 7). Load errors are ignored (SPEC 8). */
export const useTaglineFooter = queryHook('/tagline/footer');

/** Replaces the footer data (multipart). */
export function saveFooter(values: FooterValues) {
  return unwrap(
    api.POST('/admin/tagline/footer', { body: formBody<Schemas['FooterForm']>(values) }),
  );
}

/** Replaces the about-us data (multipart). */
export function saveAbout(values: AboutValues) {
  return unwrap(api.POST('/admin/tagline/main', { body: formBody<Schemas['AboutForm']>(values) }));
}

/** The portfolio PDF as a Blob, for saving as PORTFOLIO_FILE_NAME. */
export function downloadPortfolio(): Promise<Blob> {
  return unwrap(api.GET('/download', { parseAs: 'blob' }));
}

/** saveFooter with isMutating and revalidation. */
export const useSaveFooter = mutationHook(saveFooter, ['/tagline/footer']);

/** saveAbout with isMutating and revalidation. */
export const useSaveAbout = mutationHook(saveAbout, ['/tagline/main']);
