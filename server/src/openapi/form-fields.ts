// Generated from openapi.yaml by scripts/gen-form-types.ts. Do not edit.

/** The text fields of each multipart body schema of openapi.yaml, by schema name. */
export interface FormFields {
  AboutForm: {
    readonly tagline?: string;
    readonly service1?: string;
    readonly service2?: string;
    readonly button_name?: string;
    readonly 'tag[0][tag]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  BrandCreateForm: {
    readonly name?: string;
    readonly keterangan?: string;
  };
  BrandUpdateForm: {
    readonly name?: string;
    readonly keterangan?: string;
  };
  BumperCreateForm: {
    readonly name?: string;
  };
  BumperUpdateForm: {
    readonly name?: string;
  };
  CategoryCreateForm: {
    readonly name?: string;
  };
  CategoryUpdateForm: {
    readonly name?: string;
  };
  EcommerceCreateForm: {
    readonly name?: string;
    readonly link?: string;
  };
  EcommerceUpdateForm: {
    readonly name?: string;
    readonly link?: string;
  };
  FooterForm: {
    readonly tagline?: string;
    readonly email?: string;
    readonly office?: string;
    readonly telp?: string;
    readonly 'alamat[0][name]'?: string;
    readonly 'alamat[0][alamat]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  NewProductForm: Record<never, never>;
  NewsCreateForm: {
    readonly title?: string;
    readonly description?: string;
    readonly content?: string;
  };
  NewsUpdateForm: {
    readonly title?: string;
    readonly description?: string;
    readonly content?: string;
  };
  ProductCreateForm: {
    readonly name?: string;
    readonly garansi?: string;
    readonly berat?: string;
    readonly harga?: string;
    readonly harga_akhir?: string;
    readonly urutan?: string;
    readonly keterangan?: string;
    readonly isBestSeller?: string;
    readonly brand_id?: string;
    readonly type_id?: string;
    readonly category_id?: string;
    readonly 'isCover[0]'?: string;
    readonly 'ecommerces[0][ecommerces_id]'?: string;
    readonly 'ecommerces[0][link_id]'?: string;
    readonly 'size[0]'?: string;
    readonly 'color[0]'?: string;
    readonly 'specifications[0][id]'?: string;
    readonly 'specifications[0][value]'?: string;
    readonly 'specifications[0][value][min]'?: string;
    readonly 'specifications[0][value][0]'?: string;
    readonly 'equivalents[0][brand]'?: string;
    readonly 'equivalents[0][code]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  ProductImportForm: Record<never, never>;
  ProductUpdateForm: {
    readonly name?: string;
    readonly garansi?: string;
    readonly berat?: string;
    readonly harga?: string;
    readonly harga_akhir?: string;
    readonly urutan?: string;
    readonly keterangan?: string;
    readonly isBestSeller?: string;
    readonly brand_id?: string;
    readonly type_id?: string;
    readonly category_id?: string;
    readonly isCoverId?: string;
    readonly 'idDeleteFile[0]'?: string;
    readonly 'isCover[0]'?: string;
    readonly 'ecommerces[0][ecommerces_id]'?: string;
    readonly 'ecommerces[0][link_id]'?: string;
    readonly 'size[0]'?: string;
    readonly 'color[0]'?: string;
    readonly 'specifications[0][id]'?: string;
    readonly 'specifications[0][value]'?: string;
    readonly 'specifications[0][value][min]'?: string;
    readonly 'specifications[0][value][0]'?: string;
    readonly 'equivalents[0][brand]'?: string;
    readonly 'equivalents[0][code]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  ProjectCreateForm: {
    readonly title?: string;
    readonly 'isCover[0]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  ProjectUpdateForm: {
    readonly title?: string;
    readonly isCoverId?: string;
    readonly 'idDeleteFile[0]'?: string;
    readonly 'isCover[0]'?: string;
    readonly [indexedField: string]: string | undefined;
  };
  QuoteAcceptForm: {
    readonly name?: string;
    readonly title?: string;
    readonly poNumber?: string;
  };
}
