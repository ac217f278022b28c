import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompareBar } from '../../../src/components/public/Compare/CompareBar.tsx';
import { CompareButton } from '../../../src/components/public/Compare/CompareButton.tsx';
import { COMPARE_STORAGE_KEY } from '../../../src/lib/catalogue/compareList.ts';
import type { ComparedProduct } from '../../../src/lib/catalogue/compareList.ts';
import { withLocationProbe } from '../../screens/public/LocationProbe.tsx';

const product = (id: number, name: string): ComparedProduct => ({ id, name, image: null });
const CHOSEN = [
  product(1, 'Silinder Kompak ACQ 32x50'),
  product(2, 'Silinder Standar SC 32x50'),
  product(3, 'Silinder Mini MAL 32x50'),
  product(4, 'Silinder Kompak SDA 32x50'),
];

/** Buttons of five products over the compare bar, as a list page shows them. */
// `stored` is what localStorage holds when the story starts (the loader below writes it).
function ButtonsAndBar(_props: { stored: ComparedProduct[] }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minHeight: 400 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
        {[...CHOSEN, product(5, 'Silinder Guide TN 32x50')].map((entry) => (
          <li key={entry.id} style={{ width: 180 }}>
            <p style={{ margin: '0 0 8px' }}>{entry.name}</p>
            <CompareButton product={entry} />
          </li>
        ))}
      </ul>
      <CompareBar />
    </div>
  );
}

const meta = {
  title: 'Components/Public/Compare',
  component: ButtonsAndBar,
  decorators: [withLocationProbe],
  parameters: { route: '/tipe-produk?id=5' },
  globals: { viewport: { value: 'desktop' } },
  args: { stored: [] },
  // The stored list is the story's starting point (localStorage 'bandingkan').
  // ...and leaves none behind for the stories that run after it in the same browser.
  beforeEach: () => () => localStorage.removeItem(COMPARE_STORAGE_KEY),
  loaders: [
    ({ args }) => {
      localStorage.removeItem(COMPARE_STORAGE_KEY);
      if (args.stored.length > 0)
        localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(args.stored));
      return {};
    },
  ],
} satisfies Meta<typeof ButtonsAndBar>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// The product's own line (the bar names it too).
const buttonOf = (canvas: Canvas, name: string) =>
  within(canvas.getByText(name, { selector: 'p' }).closest('li') as HTMLElement).getByRole(
    'button',
    {
      name: 'Bandingkan',
    },
  );

/** Nothing chosen: every button unpressed, no bar. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: 'Bandingkan' }))
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** Adding two products: pressed buttons and a bar naming them, linking to the comparison. */
export const AddToBar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(buttonOf(canvas, 'Silinder Kompak ACQ 32x50'));
    await userEvent.click(buttonOf(canvas, 'Silinder Mini MAL 32x50'));
    await expect(buttonOf(canvas, 'Silinder Kompak ACQ 32x50')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const bar = within(canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' }));
    await expect(bar.getAllByRole('listitem')).toHaveLength(2);
    // 'Bandingkan (2)' opens /bandingkan?id=1,3.
    await userEvent.click(bar.getByRole('link', { name: 'Bandingkan (2)' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/bandingkan?id=1,3',
    );
  },
};

/** The bar with four chosen (from an earlier page); one taken out, then all. */
export const Bar: Story = {
  args: { stored: CHOSEN },
  play: async ({ canvas }) => {
    const bar = () =>
      within(canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' }));
    await expect(bar().getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      bar().getByRole('button', { name: 'Hapus Silinder Standar SC 32x50 dari perbandingan' }),
    );
    await expect(bar().getAllByRole('listitem')).toHaveLength(3);
    await expect(buttonOf(canvas, 'Silinder Standar SC 32x50')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(bar().getByRole('button', { name: 'Hapus Semua' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};

/** A fifth product is refused with 'Maksimal 4 produk untuk dibandingkan'. */
export const LimitReached: Story = {
  args: { stored: CHOSEN },
  play: async ({ canvas }) => {
    const fifth = buttonOf(canvas, 'Silinder Guide TN 32x50');
    await userEvent.click(fifth);
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    await expect(within(fifth.closest('li') as HTMLElement).getByRole('status')).toHaveTextContent(
      'Maksimal 4 produk untuk dibandingkan',
    );
    // Still four in the bar.
    await expect(
      within(canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
  },
};

/** On a phone the bar starts folded to one line; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { stored: CHOSEN.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bandingkan (2)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The tray's height as a share of the window's. */
const trayShare = (tray: HTMLElement) => tray.getBoundingClientRect().height / window.innerHeight;

/**
 * A phone with three chosen (issue 32): the tray starts as one line, '3 produk' and 'Bandingkan
 * (3)', at most a tenth of the screen; the products stay folded away.
 */
export const MobileCollapsed: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { stored: CHOSEN.slice(0, 3) },
  play: async ({ canvas }) => {
    const tray = canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' });
    await expect(within(tray).getByRole('link', { name: 'Bandingkan (3)' })).toBeVisible();
    await expect(within(tray).getByRole('button', { name: '3 produk' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(tray).queryByRole('listitem')).toBeNull();
    await expect(trayShare(tray)).toBeLessThanOrEqual(0.1);
    // One line: the toggle and the link side by side.
    const toggle = within(tray).getByRole('button', { name: '3 produk' }).getBoundingClientRect();
    const link = within(tray).getByRole('link', { name: 'Bandingkan (3)' }).getBoundingClientRect();
    await expect(Math.abs(toggle.top - link.top)).toBeLessThan(8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // Opened and closed again, it is one line again.
    const button = within(tray).getByRole('button', { name: '3 produk' });
    await userEvent.click(button);
    await expect(within(tray).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(button);
    await expect(within(tray).queryByRole('listitem')).toBeNull();
    await expect(trayShare(tray)).toBeLessThanOrEqual(0.1);
    button.blur();
  },
};

/** The same tray opened with '3 produk': the three, each with a way out, and 'Hapus Semua'. */
export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { stored: CHOSEN.slice(0, 3) },
  play: async ({ canvas }) => {
    const tray = within(canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' }));
    const toggle = tray.getByRole('button', { name: '3 produk' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tray.getAllByRole('listitem')).toHaveLength(3);
    await expect(tray.getByRole('button', { name: 'Hapus Semua' })).toBeVisible();
    // The products sit above the line that stays: the toggle and the link keep their place.
    const items = tray.getAllByRole('listitem');
    const lastItem = (items[items.length - 1] as HTMLElement).getBoundingClientRect();
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThanOrEqual(lastItem.bottom);
    // Taking one out keeps the tray open.
    await userEvent.click(
      tray.getByRole('button', { name: 'Hapus Silinder Standar SC 32x50 dari perbandingan' }),
    );
    await expect(tray.getAllByRole('listitem')).toHaveLength(2);
    await expect(tray.getByRole('button', { name: '2 produk' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    tray.getByRole('button', { name: '2 produk' }).blur();
    // The tray grew and shrank under the clicks: where the page stood after them depended on
    // timing (the baseline is the page's end, the tray resting above the location line; a clean
    // clone once caught it higher, the tray stuck to the screen's bottom).
    window.scrollTo(0, document.documentElement.scrollHeight);
  },
};

/** On a tablet or computer the tray starts open: one row, the products between the two controls. */
export const DesktopOpen: Story = {
  args: { stored: CHOSEN.slice(0, 3) },
  play: async ({ canvas }) => {
    const tray = within(canvas.getByRole('complementary', { name: 'Produk yang dibandingkan' }));
    await expect(tray.getByRole('button', { name: '3 produk' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(tray.getAllByRole('listitem')).toHaveLength(3);
    const toggle = tray.getByRole('button', { name: '3 produk' }).getBoundingClientRect();
    const link = tray.getByRole('link', { name: 'Bandingkan (3)' }).getBoundingClientRect();
    await expect(Math.abs(toggle.top - link.top)).toBeLessThan(8);
  },
};
