import { describe, expect, it } from 'vitest';
import { listCrumbs, sharedCategory } from './breadcrumbs.ts';

const silinder = { id: 1, name: 'Silinder' };
const katup = { id: 2, name: 'Katup' };

describe('list breadcrumbs', () => {
  it('lead from Home to a category or a brand', () => {
    expect(listCrumbs('category', silinder, null)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Silinder', path: '/kategori-produk?id=1' },
    ]);
    expect(listCrumbs('brand', { id: 4, name: 'Aerotek' }, silinder)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Aerotek', path: '/brand-produk?id=4' },
    ]);
  });

  it('put a type under its category when there is one', () => {
    const type = { id: 7, name: 'Silinder Kompak' };
    expect(listCrumbs('type', type, silinder)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Silinder', path: '/kategori-produk?id=1' },
      { name: 'Silinder Kompak', path: '/tipe-produk?id=7' },
    ]);
    expect(listCrumbs('type', type, null)).toHaveLength(2);
  });

  it('takes the category every listed product shares, else none', () => {
    expect(sharedCategory([{ category: silinder }, { category: { ...silinder } }])).toEqual(
      silinder,
    );
    expect(sharedCategory([{ category: silinder }, { category: katup }])).toBeNull();
    expect(sharedCategory([])).toBeNull();
    expect(sharedCategory(undefined)).toBeNull();
  });
});
