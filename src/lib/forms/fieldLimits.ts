// Generated from openapi.yaml by scripts/gen-field-limits.ts. Do not edit.

/** openapi.yaml AboutForm: maxLength by field. */
export const AboutForm = {
  tagline: 200,
  service1: 1000,
  service2: 1000,
  button_name: 100,
  'tag[0][tag]': 100,
} as const;

/** openapi.yaml BrandCreateForm: maxLength by field. */
export const BrandCreateForm = {
  name: 255,
  keterangan: 5000,
} as const;

/** openapi.yaml BrandUpdateForm: maxLength by field. */
export const BrandUpdateForm = {
  name: 255,
  keterangan: 5000,
} as const;

/** openapi.yaml BumperCreateForm: maxLength by field. */
export const BumperCreateForm = {
  name: 255,
} as const;

/** openapi.yaml BumperUpdateForm: maxLength by field. */
export const BumperUpdateForm = {
  name: 255,
} as const;

/** openapi.yaml CategoryCreateForm: maxLength by field. */
export const CategoryCreateForm = {
  name: 255,
} as const;

/** openapi.yaml CategoryUpdateForm: maxLength by field. */
export const CategoryUpdateForm = {
  name: 255,
} as const;

/** openapi.yaml ChangePasswordRequest: maxLength by field. */
export const ChangePasswordRequest = {
  old_password: 1024,
  new_password1: 128,
  new_password2: 128,
} as const;

/** openapi.yaml EcommerceCreateForm: maxLength by field. */
export const EcommerceCreateForm = {
  name: 255,
  link: 2048,
} as const;

/** openapi.yaml EcommerceUpdateForm: maxLength by field. */
export const EcommerceUpdateForm = {
  name: 255,
  link: 2048,
} as const;

/** openapi.yaml EventInput: maxLength by field. */
export const EventInput = {
  query: 500,
} as const;

/** openapi.yaml FooterForm: maxLength by field. */
export const FooterForm = {
  tagline: 1000,
  email: 50,
  office: 500,
  telp: 60,
  'alamat[0][name]': 255,
  'alamat[0][alamat]': 500,
} as const;

/** openapi.yaml LoginRequest: maxLength by field. */
export const LoginRequest = {
  name: 255,
  password: 1024,
} as const;

/** openapi.yaml MfaCodeRequest: maxLength by field. */
export const MfaCodeRequest = {
  code: 32,
} as const;

/** openapi.yaml MfaVerifyRequest: maxLength by field. */
export const MfaVerifyRequest = {
  mfaToken: 200,
  code: 32,
} as const;

/** openapi.yaml NewsCreateForm: maxLength by field. */
export const NewsCreateForm = {
  title: 255,
  description: 5000,
  content: 200000,
} as const;

/** openapi.yaml NewsUpdateForm: maxLength by field. */
export const NewsUpdateForm = {
  title: 255,
  description: 5000,
  content: 200000,
} as const;

/** openapi.yaml ProductCreateForm: maxLength by field. */
export const ProductCreateForm = {
  name: 255,
  garansi: 100,
  berat: 100,
  harga: 15,
  harga_akhir: 15,
  urutan: 9,
  keterangan: 200000,
  'ecommerces[0][link_id]': 2048,
  'size[0]': 100,
  'color[0]': 100,
  'specifications[0][value]': 200,
  'specifications[0][value][min]': 40,
  'specifications[0][value][0]': 100,
  'equivalents[0][brand]': 60,
  'equivalents[0][code]': 60,
} as const;

/** openapi.yaml ProductUpdateForm: maxLength by field. */
export const ProductUpdateForm = {
  name: 255,
  garansi: 100,
  berat: 100,
  harga: 15,
  harga_akhir: 15,
  urutan: 9,
  keterangan: 200000,
  'ecommerces[0][link_id]': 2048,
  'size[0]': 100,
  'color[0]': 100,
  'specifications[0][value]': 200,
  'specifications[0][value][min]': 40,
  'specifications[0][value][0]': 100,
  'equivalents[0][brand]': 60,
  'equivalents[0][code]': 60,
} as const;

/** openapi.yaml Project: maxLength by field. */
export const Project = {
  title: 80,
} as const;

/** openapi.yaml ProjectCreateForm: maxLength by field. */
export const ProjectCreateForm = {
  title: 80,
} as const;

/** openapi.yaml ProjectUpdateForm: maxLength by field. */
export const ProjectUpdateForm = {
  title: 80,
} as const;

/** openapi.yaml QuoteAcceptForm: maxLength by field. */
export const QuoteAcceptForm = {
  name: 255,
  title: 255,
  poNumber: 100,
} as const;

/** openapi.yaml QuoteInput: maxLength by field. */
export const QuoteInput = {
  name: 255,
  company: 255,
  phone: 20,
  email: 255,
  npwp: 30,
  city: 100,
  note: 2000,
} as const;

/** openapi.yaml QuoteItemInput: maxLength by field. */
export const QuoteItemInput = {
  note: 500,
} as const;

/** openapi.yaml QuoteLetter: maxLength by field. */
export const QuoteLetter = {
  whatsappUrl: 4096,
} as const;

/** openapi.yaml QuoteReviseInput: maxLength by field. */
export const QuoteReviseInput = {
  note: 2000,
} as const;

/** openapi.yaml QuoteSent: maxLength by field. */
export const QuoteSent = {
  whatsappUrl: 4096,
} as const;

/** openapi.yaml QuoteUpdateInput: maxLength by field. */
export const QuoteUpdateInput = {
  staffNote: 2000,
  paymentTerms: 1000,
  deliveryTerms: 1000,
  signatoryName: 255,
  signatoryTitle: 255,
} as const;

/** openapi.yaml ReauthRequest: maxLength by field. */
export const ReauthRequest = {
  code: 32,
  password: 1024,
} as const;

/** openapi.yaml SpecAttributeInput: maxLength by field. */
export const SpecAttributeInput = {
  name: 100,
  unit: 20,
  options: 100,
} as const;

/** openapi.yaml SubscribeInput: maxLength by field. */
export const SubscribeInput = {
  nama: 255,
  email: 255,
  telp: 14,
} as const;

/** openapi.yaml SynonymInput: maxLength by field. */
export const SynonymInput = {
  words: 100,
} as const;

/** openapi.yaml TypeInput: maxLength by field. */
export const TypeInput = {
  name: 255,
} as const;

/** openapi.yaml UserCreateInput: maxLength by field. */
export const UserCreateInput = {
  name: 255,
  email: 255,
  password: 128,
} as const;

/** openapi.yaml UserUpdateInput: maxLength by field. */
export const UserUpdateInput = {
  name: 255,
  email: 255,
} as const;
