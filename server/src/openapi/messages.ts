// Indonesian messages for required fields, per contract schema: SPEC 5's exact texts where it
// gives one, our own wording (in the same style) where it does not.
const USER = { name: 'Nama', email: 'Email tidak boleh kosong.', role_id: 'Role tidak boleh kosong!' };
const PRODUCT = {
  name: 'Nama Brand',
  harga: 'Harga tidak boleh kosong!',
  category_id: 'Category tidak boleh kosong!',
  brand_id: 'Brand tidak boleh kosong!',
  type_id: 'Tipe tidak boleh kosong!',
};
const BRAND = { name: 'Nama Brand', keterangan: 'Keterangan harap disii' };
const NEWS = { title: 'Judul', description: 'Deskripsi harap disii', content: 'Content harap disii' };

export const REQUIRED_MESSAGES: Record<string, Record<string, string>> = {
  LoginRequest: { name: 'Username tidak boleh kosong.', password: 'Password tidak boleh kosong.' },
  ChangePasswordRequest: {
    old_password: 'Password Saat Ini tidak boleh kosong.',
    new_password1: 'Password Baru tidak boleh kosong.',
    new_password2: 'Konfirmasi Password Baru tidak boleh kosong.',
  },
  TypeInput: { name: 'Nama type' },
  SynonymInput: { words: 'Kata tidak boleh kosong' },
  SubscribeInput: { nama: 'Nama tidak boleh kosong', email: 'Email tidak boleh kosong.' },
  UserCreateInput: { ...USER, password: 'Password tidak boleh kosong.' },
  UserUpdateInput: USER,
  ProductCreateForm: PRODUCT,
  ProductUpdateForm: PRODUCT,
  ProjectCreateForm: { title: 'Text Project tidak boleh kosong' },
  ProjectUpdateForm: { title: 'Text Project tidak boleh kosong' },
  BrandCreateForm: { ...BRAND, imageMain: 'Masukkan Photo Brand', imageThumbnail: 'Masukkan Thumbnail' },
  BrandUpdateForm: BRAND,
  CategoryCreateForm: { name: 'Nama kategori tidak boleh kosong', image: 'Masukkan Photo Kategory' },
  CategoryUpdateForm: { name: 'Nama kategori tidak boleh kosong' },
  EcommerceCreateForm: { name: 'Nama tidak boleh kosong', link: 'Link tidak boleh kosong', image: 'Masukkan Photo Ecommerce' },
  EcommerceUpdateForm: { name: 'Nama tidak boleh kosong', link: 'Link tidak boleh kosong' },
  BumperCreateForm: { name: 'Nama bumper tidak boleh kosong', image: 'Masukkan Photo Bumper' },
  BumperUpdateForm: { name: 'Nama bumper tidak boleh kosong' },
  NewProductForm: { image: 'Masukkan  Photo Banner New Product' },
  NewsCreateForm: { ...NEWS, foto: 'Masukkan Thumbnail', file: 'Masukkan File' },
  NewsUpdateForm: NEWS,
};

export const SORT_MESSAGE = 'Kolom pengurutan tidak dikenal';
