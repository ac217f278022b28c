// The one home of the Indonesian messages that the server, the mocks and the forms share: SPEC 5's
// field messages character for character, SPEC 8's texts, and our own wording (in the same voice)
// where SPEC gives none. Pure data: imported by server/ (DESIGN.md lets it import src/lib only).
import { INVALID_NUMBER, SPEC_MIN_ABOVE_MAX } from './numberMessages.ts';
import { FORBIDDEN_HTML_MESSAGE } from './forbiddenHtml.ts';
import { QUOTE_TEXTS } from '../quote/constants.ts';

/** Answers and field messages that are not tied to one form. */
export const MESSAGES = {
  ok: 'Berhasil',
  saved: 'Data berhasil disimpan',
  updated: 'Data berhasil diperbarui',
  deleted: 'Data berhasil dihapus',
  toggled: 'Status berhasil diubah!',
  loggedIn: 'Berhasil masuk',
  loggedOut: 'Berhasil keluar',
  subscribed: 'Terima kasih telah berlangganan',
  passwordChanged: 'Password berhasil diubah',
  passwordReset: 'Password berhasil direset',
  badRequest: 'Permintaan tidak dapat dibaca.',
  unauthorized: 'Sesi Anda telah berakhir, silakan masuk kembali.',
  wrongCredentials: 'Username atau password salah.',
  inactiveAccount: 'Akun Anda tidak aktif. Hubungi administrator.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  csrf: 'Token keamanan (XSRF) tidak valid, silakan muat ulang halaman.',
  notFound: 'Data tidak ditemukan.',
  invalid: 'Data yang dikirim tidak valid.',
  /** SPEC 8, exact text. */
  tooManyAttempts: 'Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi',
  /** The per-address limit on sign-in and subscribe (DECISIONS "Server rules"); not in SPEC. */
  tooManyRequests: 'Terlalu banyak permintaan dari alamat Anda, silahkan coba lagi 1 menit lagi',
  serverError: 'Terjadi kesalahan pada server.',
  busy: 'Server sedang sibuk, silakan coba lagi sebentar lagi.',
  /** SPEC 5, exact text. */
  forbiddenHtml: FORBIDDEN_HTML_MESSAGE,
  /** SPEC 5, exact text. */
  invalidFile: 'Silahkan periksa file Anda lagi',
  tooManyFiles: 'Jumlah file melebihi batas',
  invalidLink: 'Link harus diawali http:// atau https://',
  invalidNumber: INVALID_NUMBER,
  invalidEmail: 'Format email tidak valid.',
  invalidFormat: 'Format tidak valid.',
  /** Text with a NUL character (U+0000): PostgreSQL can not store it, and no form can type it. */
  nulCharacter: 'Mengandung karakter yang tidak diizinkan',
  invalidIdText: 'Harus berupa angka 1 sampai 2147483647',
  invalidValue: 'Nilai tidak valid.',
  unknownField: 'Field tidak dikenal.',
  unknownSort: 'Kolom pengurutan tidak dikenal.',
  invalidId: 'Id tidak valid.',
  notExisting: 'Data yang dipilih tidak ditemukan.',
  nameTaken: 'Nama sudah digunakan.',
  emailTaken: 'Email sudah digunakan.',
  roleNotFound: 'Role tidak ditemukan.',
  inUse: 'Data masih digunakan oleh produk, sehingga tidak dapat dihapus.',
  selfAction: 'Anda tidak dapat menghapus atau menonaktifkan akun Anda sendiri.',
  lastSuperuser:
    'Superuser aktif terakhir tidak dapat dihapus, dinonaktifkan atau diubah perannya.',
  wrongPassword: 'Password saat ini salah.',
  passwordMismatch: 'Konfirmasi password baru tidak sama.',
  /** After "Reset Password", every call but the password change and the profile. */
  passwordChangeRequired:
    'Password Anda telah direset. Silahkan buat password baru terlebih dahulu.',
  samePassword: 'Password baru harus berbeda dari password saat ini.',
  /** Issue 27, exact text: a new password among the 10,000 most common. */
  commonPassword: 'Password terlalu umum, gunakan password lain',
  /** A new password that contains the account's name or e-mail (issue 27; our wording). */
  personalPassword: 'Password tidak boleh memuat nama atau email pengguna',
  /** 'Keluar dari sesi ini' done (issue 27; our wording). */
  sessionEnded: 'Sesi berhasil diakhiri',
  /** 'Keluar dari semua sesi lain' done (issue 27; our wording). */
  otherSessionsEnded: 'Semua sesi lain berhasil diakhiri',
  /** Issue 27, exact text: a wrong code at the code step or when turning two-step sign-in on. */
  wrongCode: 'Kode verifikasi salah',
  /** The code step's token is unknown, used or past its 5 minutes (ours). */
  mfaExpired: 'Sesi verifikasi telah berakhir, silakan masuk kembali.',
  mfaAlreadyOn: 'Verifikasi dua langkah sudah aktif.',
  mfaNotStarted: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
  mfaEnabled: 'Verifikasi dua langkah diaktifkan',
  mfaDisabled: 'Verifikasi dua langkah dinonaktifkan',
  /** A role in MFA_REQUIRED_ROLES without two-step sign-in: every call but the set-up (ours). */
  mfaEnrolmentRequired:
    'Peran Anda wajib memakai verifikasi dua langkah. Silahkan aktifkan terlebih dahulu.',
  /** The superuser reset another user's two-step sign-in (ours). */
  mfaReset: 'Verifikasi dua langkah berhasil direset',
  /** The reset asked for the own account: 'Nonaktifkan' with the password is the way (ours). */
  mfaResetSelf: 'Gunakan menu Verifikasi Dua Langkah untuk akun Anda sendiri.',
  /** A new password with the site's or company's name or a product word (ASVS 6.2.11; ours). */
  contextPassword: 'Password tidak boleh memuat nama situs, nama perusahaan, atau nama produk',
  /** A call marked `x-step-up` without a factor proved in the last minutes (ASVS 7.5; ours). */
  stepUpRequired: 'Masukkan kode verifikasi atau password Anda untuk melanjutkan.',
  /** `admin/auth/reauth` without the code (two-step sign-in on) or the password (ours). */
  codeRequired: 'Kode Verifikasi tidak boleh kosong.',
  /** The superuser ended every session of a user (ours). */
  userSessionsEnded: 'Semua sesi pengguna berhasil diakhiri',
  /** The superuser asked to end their own sessions: 'Sesi Aktif' is the way (ours). */
  userSessionsSelf: 'Gunakan menu Sesi Aktif untuk sesi Anda sendiri.',
  tooFewWords: 'Isi minimal 2 kata yang berbeda',
  /** Issue 26 (ours): a staff figure's span that ends before it starts. */
  rangeReversed: 'Tanggal awal tidak boleh setelah tanggal akhir',
  /** Issue 26 (ours): a span past the two years that are kept. */
  rangeTooLong: 'Rentang tanggal maksimal 731 hari',
  // Specification filters of public lists (issue 24; src/lib/spec/specFilters.ts).
  specMinAboveMax: SPEC_MIN_ABOVE_MAX,
} as const;

/** A bulk action where some ids failed: how many changed and how many did not. */
export const bulkOutcomeMessage = (succeeded: number, failed: number): string =>
  `${succeeded} data berhasil diproses, ${failed} data gagal.`;

/** A text longer than `max` characters. */
export const maxLengthMessage = (max: number): string => `Maksimal ${max} karakter.`;
/** A text shorter than `min` characters. */
export const minLengthMessage = (min: number): string => `Minimal ${min} karakter.`;
/** A list with more than `max` entries. */
export const maxItemsMessage = (max: number): string => `Maksimal ${max} data.`;
/** A number above `max`. */
export const maximumMessage = (max: number): string => `Maksimal ${max}.`;
/** A number below `min`. */
export const minimumMessage = (min: number): string => `Minimal ${min}.`;
/** More than `max` pictures in one gallery. */
export const maxImagesMessage = (max: number): string => `Maksimal ${max} gambar.`;

/** SPEC 5's required-field messages, character for character (typos included). */
export const REQUIRED = {
  loginName: 'Username tidak boleh kosong.',
  loginPassword: 'Password tidak boleh kosong.',
  oldPassword: 'Password Saat Ini tidak boleh kosong.',
  newPassword: 'Password Baru tidak boleh kosong.',
  newPasswordConfirmation: 'Konfirmasi Password Baru tidak boleh kosong.',
  typeName: 'Nama type',
  synonymWords: 'Kata tidak boleh kosong',
  productName: 'Nama Brand',
  harga: 'Harga tidak boleh kosong!',
  category: 'Category tidak boleh kosong!',
  brand: 'Brand tidak boleh kosong!',
  type: 'Tipe tidak boleh kosong!',
  categoryName: 'Nama kategori tidak boleh kosong',
  categoryImage: 'Masukkan Photo Kategory',
  brandName: 'Nama Brand',
  brandKeterangan: 'Keterangan harap disii',
  brandImage: 'Masukkan Photo Brand',
  thumbnail: 'Masukkan Thumbnail',
  ecommerceName: 'Nama tidak boleh kosong',
  ecommerceLink: 'Link tidak boleh kosong',
  ecommerceImage: 'Masukkan Photo Ecommerce',
  bumperName: 'Nama bumper tidak boleh kosong',
  bumperImage: 'Masukkan Photo Bumper',
  projectTitle: 'Text Project tidak boleh kosong',
  newProductImage: 'Masukkan  Photo Banner New Product',
  userName: 'Nama',
  email: 'Email tidak boleh kosong.',
  role: 'Role tidak boleh kosong!',
  password: 'Password tidak boleh kosong.',
  newsTitle: 'Judul',
  newsDescription: 'Deskripsi harap disii',
  newsContent: 'Content harap disii',
  newsFile: 'Masukkan File',
  subscribeName: 'Nama tidak boleh kosong',
  subscribeEmail: 'Email tidak boleh kosong.',
} as const;

const USER = { name: REQUIRED.userName, email: REQUIRED.email, role_id: REQUIRED.role };
const PRODUCT = {
  name: REQUIRED.productName,
  harga: REQUIRED.harga,
  category_id: REQUIRED.category,
  brand_id: REQUIRED.brand,
  type_id: REQUIRED.type,
};
const BRAND = { name: REQUIRED.brandName, keterangan: REQUIRED.brandKeterangan };
const NEWS = {
  title: REQUIRED.newsTitle,
  description: REQUIRED.newsDescription,
  content: REQUIRED.newsContent,
};

/** Required-field messages per request schema of openapi.yaml, by field name. */
export const REQUIRED_BY_SCHEMA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  LoginRequest: { name: REQUIRED.loginName, password: REQUIRED.loginPassword },
  ChangePasswordRequest: {
    old_password: REQUIRED.oldPassword,
    new_password1: REQUIRED.newPassword,
    new_password2: REQUIRED.newPasswordConfirmation,
  },
  TypeInput: { name: REQUIRED.typeName },
  SynonymInput: { words: REQUIRED.synonymWords },
  SubscribeInput: { nama: REQUIRED.subscribeName, email: REQUIRED.subscribeEmail },
  UserCreateInput: { ...USER, password: REQUIRED.password },
  UserUpdateInput: USER,
  ProductCreateForm: PRODUCT,
  ProductUpdateForm: PRODUCT,
  ProductImportForm: { file: REQUIRED.newsFile },
  ProjectCreateForm: { title: REQUIRED.projectTitle },
  ProjectUpdateForm: { title: REQUIRED.projectTitle },
  BrandCreateForm: { ...BRAND, imageMain: REQUIRED.brandImage, imageThumbnail: REQUIRED.thumbnail },
  BrandUpdateForm: BRAND,
  CategoryCreateForm: { name: REQUIRED.categoryName, image: REQUIRED.categoryImage },
  CategoryUpdateForm: { name: REQUIRED.categoryName },
  EcommerceCreateForm: {
    name: REQUIRED.ecommerceName,
    link: REQUIRED.ecommerceLink,
    image: REQUIRED.ecommerceImage,
  },
  EcommerceUpdateForm: { name: REQUIRED.ecommerceName, link: REQUIRED.ecommerceLink },
  BumperCreateForm: { name: REQUIRED.bumperName, image: REQUIRED.bumperImage },
  BumperUpdateForm: { name: REQUIRED.bumperName },
  NewProductForm: { image: REQUIRED.newProductImage },
  NewsCreateForm: { ...NEWS, foto: REQUIRED.thumbnail, file: REQUIRED.newsFile },
  NewsUpdateForm: NEWS,
  QuoteInput: {
    name: QUOTE_TEXTS.nameRequired,
    phone: QUOTE_TEXTS.phoneRequired,
    consent: QUOTE_TEXTS.consentRequired,
    items: QUOTE_TEXTS.empty,
  },
};
