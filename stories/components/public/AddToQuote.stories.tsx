import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AddToQuote } from '../../../src/components/public/QuoteList/AddToQuote.tsx';
import type { AddOutcome } from '../../../src/components/public/QuoteList/quoteItems.ts';
import { HYDRATE_LABEL, ServerRendered } from '../../ui/ServerRendered.tsx';

const meta = {
  title: 'Components/Public/AddToQuote',
  component: AddToQuote,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { productName: 'Silinder Kompak AK-32x50', onAdd: fn((): AddOutcome => 'added') },
} satisfies Meta<typeof AddToQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product page's control: 'Jumlah' and 'Tambah ke Penawaran'. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The quantity starts at 1, with a visible label.
    await expect(canvas.getByLabelText('Jumlah')).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: /Tambah ke Penawaran/ })).toBeVisible();
  },
};

/** On a product card: the label is for screen readers only. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    // The field keeps its name; the button names the product.
    await expect(canvas.getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Tambah ke Penawaran Silinder Kompak AK-32x50' }),
    ).toBeVisible();
  },
};

/** Typing a quantity and adding it: the status line confirms. */
export const InteractionsAdd: Story = {
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByLabelText('Jumlah');
    // Letters are dropped as they are typed.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2x5');
    await expect(quantity).toHaveValue('25');
    await userEvent.click(canvas.getByRole('button', { name: /Tambah ke Penawaran/ }));
    await expect(args.onAdd).toHaveBeenCalledWith(25);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '25 ditambahkan ke daftar penawaran.',
    );
  },
};

/** A quantity past 100,000 is added as 100,000; 0 as 1. */
export const InteractionsBounds: Story = {
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByLabelText('Jumlah');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250000');
    await userEvent.keyboard('{Enter}');
    // Enter adds too; the field shows what was added.
    await expect(args.onAdd).toHaveBeenLastCalledWith(100_000);
    await expect(quantity).toHaveValue('100000');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenLastCalledWith(1);
  },
};

/** The list already holds 50 products: the status says so. */
export const ListFull: Story = {
  args: { onAdd: fn((): AddOutcome => 'full') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tambah ke Penawaran/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Maksimal 50 produk dalam satu permintaan',
    );
  },
};

/**
 * Typed and pressed on the server-rendered page before it hydrated (issue 32): the quantity stays,
 * and the press is made once the page is live, once however often it was pressed.
 */
export const TypedBeforeHydration: Story = {
  render: (args) => (
    <ServerRendered>
      <AddToQuote {...args} />
    </ServerRendered>
  ),
  play: async ({ canvas, args }) => {
    // The server's markup: React does not answer yet.
    const quantity = await canvas.findByRole('textbox', { name: 'Jumlah' });
    const add = canvas.getByRole('button', { name: /Tambah ke Penawaran/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(add);
    await userEvent.click(add);
    // Held: nothing added, and the page did not reload (the field still reads 12).
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(quantity).toHaveValue('12');
    // The scripts arrive: 12 is added, once, and the field still reads 12.
    await userEvent.click(canvas.getByRole('button', { name: HYDRATE_LABEL }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith(12));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '12 ditambahkan ke daftar penawaran.',
    );
    await expect(quantity).toHaveValue('12');
    // Live now: a press adds at once.
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
  },
};

/** Where the staged page's link was followed (PressedThenLeft). */
const followed = fn();

/**
 * Pressed before hydration, then a link followed at once (issue 34's islands: 'Bandingkan' pressed
 * and the page left was lost): the link waits until the press is made again, then is followed.
 */
export const PressedThenLeft: Story = {
  render: (args) => (
    <ServerRendered onFollow={followed}>
      <div>
        <AddToQuote {...args} />
        <a href="/penawaran">Lihat daftar penawaran</a>
      </div>
    </ServerRendered>
  ),
  beforeEach: () => void followed.mockClear(),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Tambah ke Penawaran/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat daftar penawaran' }));
    // Held: the page stays while the press waits for the scripts.
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(followed).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: HYDRATE_LABEL }));
    await waitFor(() =>
      expect(followed).toHaveBeenCalledWith(`${window.location.origin}/penawaran`),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(1);
    await expect(followed).toHaveBeenCalledTimes(1);
  },
};

const BAR_HEIGHT = 120;

/**
 * On a phone the button can sit just above a sticky bar (the compare tray): the confirmation line
 * under it is scrolled clear of the bar (the page's scroll padding, kept by the bar), not left
 * hidden beneath it.
 */
export const StatusClearOfStickyBar: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 1500 }} />
        <Story />
        <div style={{ height: 1500 }} />
        <div
          data-testid="sticky-bar"
          style={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: BAR_HEIGHT,
            background: '#ccd',
          }}
        />
      </>
    ),
  ],
  beforeEach: () => {
    const { style } = document.documentElement;
    style.setProperty('scroll-padding-bottom', `${BAR_HEIGHT + 8}px`);
    return () => style.removeProperty('scroll-padding-bottom');
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Tambah ke Penawaran/ });
    // The button just above the bar: its bottom edge 4 px clear of it.
    const { bottom } = button.getBoundingClientRect();
    window.scrollBy(0, bottom - (window.innerHeight - BAR_HEIGHT - 4));
    await userEvent.click(button);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('1 ditambahkan ke daftar penawaran.');
    await waitFor(() =>
      expect(status.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        window.innerHeight - BAR_HEIGHT,
      ),
    );
  },
};
