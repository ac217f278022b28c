// The answer shapes of DECISIONS.md "API shape".
export const ok = <T>(data: T, message = 'Berhasil') => ({ data, meta: { message } });

export const list = <T>(data: T[], total: number) => ({ data, meta: { total } });

export const statusChange = (message: string, id: number, isActive?: boolean) => ({
  meta: { message },
  data: isActive === undefined ? { id } : { id, isActive },
});

export const SAVED = 'Data berhasil disimpan';
export const UPDATED = 'Data berhasil diperbarui';
export const DELETED = 'Data berhasil dihapus';
export const TOGGLED = 'Status berhasil diubah!';
