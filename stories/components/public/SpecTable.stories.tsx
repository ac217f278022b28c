import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EquivalentList, SpecTable } from '../../../src/components/public/SpecTable/SpecTable.tsx';
import { CYLINDER_SPECS, EQUIVALENTS } from './specFixtures.ts';

const meta = {
  title: 'Components/Public/SpecTable',
  component: SpecTable,
  globals: { viewport: { value: 'desktop' } },
  args: { specifications: CYLINDER_SPECS },
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind: number and range with units, choice, text and yes/no. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // A table named 'Spesifikasi', one row per attribute, the attribute as the row header.
    const table = canvas.getByRole('table', { name: 'Spesifikasi' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    await expect(within(row('Bore')).getByRole('cell')).toHaveTextContent('32 mm');
    await expect(within(row('Tekanan kerja')).getByRole('cell')).toHaveTextContent('1–10 bar');
    await expect(within(row('Suhu kerja')).getByRole('cell')).toHaveTextContent('-5–60 °C');
    await expect(within(row('Ulir port')).getByRole('cell')).toHaveTextContent('G1/8');
    await expect(within(row('Dengan magnet')).getByRole('cell')).toHaveTextContent('Ya');
  },
};

/** A product without specifications: no heading, no table. */
export const Empty: Story = {
  args: { specifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('Spesifikasi')).toBeNull();
  },
};

/** Long names and values wrap inside a phone's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    specifications: [
      ...CYLINDER_SPECS,
      {
        id: 20,
        name: 'Standar pemasangan dan dimensi menurut ISO 15552 (VDMA 24562)',
        unit: null,
        kind: 'text',
        value: 'Profil aluminium dengan alur sensor di tiga sisi, batang piston baja tahan karat',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Spesifikasi' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** 'Padanan produk merek lain': the other makers' codes this product replaces. */
export const Equivalents: Story = {
  render: () => <EquivalentList equivalents={EQUIVALENTS} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Padanan produk merek lain' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'CDQ2B32-50' })).toBeVisible();
  },
};

/** No equivalents: nothing shows. */
export const NoEquivalents: Story = {
  render: () => <EquivalentList equivalents={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
