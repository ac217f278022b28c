// The specification-filter stories (issue 24) that every product list with the filter panel
// needs: the panel beside the cards, a shared address with filters, filters nothing passes, and
// the phone's sheet. Built from the list's address and its header line, so that a type's list
// and the search are covered the same way.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type Story = StoryObj;

/** What the filter stories need to know about one list. */
export interface SpecFilterList {
  /** The list's address without filters ('/tipe-produk?id=1'); the filters follow it with '&'. */
  route: string;
  /** What follows 'Menampilkan n produk' in the list's header ('...', 'dari hasil pencarian'). */
  heading: string;
}

/** The four filter stories; export each of them by name from the screen's story file. */
export interface SpecFilterStories {
  /** The panel beside the cards; a chip narrows the list to exactly its count. */
  beside: Story;
  /** A shared address with filters (Bore at least 25 mm, magnet): shown chosen, list narrowed. */
  applied: Story;
  /** Filters nothing passes: 'Tidak ada produk yang cocok' with its ways out; the panel stays. */
  toNothing: Story;
  /** A phone: the filters open in a sheet from 'Filter'; a chip narrows, closes it and shows the results. */
  phoneSheet: Story;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address the probe shows, brackets and slashes decoded. */
const where = (canvas: Canvas) =>
  decodeURIComponent(canvas.getByRole('status', { name: 'Lokasi' }).textContent ?? '');

/** A filter chip's value and how many products it says a click shows ('G1/4', 2). */
function chipOf(chip: HTMLElement) {
  const value = chip.firstChild?.textContent ?? '';
  const count = Number(/^\d+/.exec(chip.lastElementChild?.textContent ?? '')?.[0] ?? NaN);
  return { value, count };
}

/** The product cards' titles in the list region. */
const cardTitles = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Daftar produk' })).getAllByRole('heading', {
    level: 3,
  });

/** Builds the stories for the list at `route` whose header ends in `heading`. */
export function specFilterStories({ route, heading }: SpecFilterList): SpecFilterStories {
  /** The header for `count` products ('Menampilkan 2 produk ...'). */
  const shown = (count: number) => `Menampilkan ${count} produk ${heading}`;
  const shownPattern = new RegExp(`^Menampilkan \\d+ produk ${escapeRegExp(heading)}$`);
  /** The number in the header, once it shows. */
  const shownTotal = async (canvas: Canvas) => {
    const header = await canvas.findByText(shownPattern);
    return Number(/\d+/.exec(header.textContent ?? '')?.[0]);
  };
  /** The address with one chip's filter added ('/tipe-produk?id=1&spec[7]=G1/4'). */
  const withChip = (value: string) =>
    new RegExp(`^${escapeRegExp(route)}&spec\\[\\d+\\]=${escapeRegExp(value)}$`);

  return {
    beside: {
      parameters: { route },
      play: async ({ canvas }) => {
        const panel = await canvas.findByRole('complementary', { name: 'Filter spesifikasi' });
        const aside = within(panel);
        await expect(await aside.findByRole('group', { name: 'Bore (mm)' })).toBeVisible();
        await expect(aside.queryByRole('link', { name: 'Hapus Filter' })).toBeNull();
        // Beside the cards on a desktop.
        const region = canvas.getByRole('region', { name: 'Daftar produk' });
        await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(
          region.getBoundingClientRect().left,
        );
        // The first 'Ulir Port' chip: the address takes it, the list shows as many as it said.
        const chip = within(aside.getByRole('group', { name: 'Ulir Port' })).getAllByRole(
          'link',
        )[0]!;
        const { value, count } = chipOf(chip);
        await userEvent.click(chip);
        await waitFor(() => expect(where(canvas)).toMatch(withChip(value)));
        await expect(await canvas.findByText(shown(count))).toBeVisible();
        await waitFor(() =>
          expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(count),
        );
        // The chip shows chosen.
        await waitFor(() =>
          expect(
            within(within(panel).getByRole('group', { name: 'Ulir Port' })).getByRole('link', {
              current: true,
            }),
          ).toHaveTextContent(value),
        );
      },
    },
    applied: {
      parameters: { route: `${route}&spec[1][min]=25&spec[11]=true` },
      play: async ({ canvas }) => {
        const aside = within(
          await canvas.findByRole('complementary', { name: 'Filter spesifikasi' }),
        );
        const bore = within(await aside.findByRole('group', { name: 'Bore (mm)' }));
        await expect(bore.getByRole('textbox', { name: 'Min' })).toHaveValue('25');
        await expect(
          within(aside.getByRole('group', { name: 'Magnet' })).getByRole('link', { current: true }),
        ).toHaveTextContent(/^Ya/);
        const filtered = await shownTotal(canvas);
        await expect(filtered).toBeGreaterThan(0);
        // A card for each product counted; 'Hapus Filter' leads to the unfiltered address.
        await waitFor(() => expect(cardTitles(canvas)).toHaveLength(filtered));
        await expect(aside.getByRole('link', { name: 'Hapus Filter' })).toHaveAttribute(
          'href',
          route,
        );
      },
    },
    toNothing: {
      parameters: { route: `${route}&spec[1][min]=1000` },
      play: async ({ canvas }) => {
        // Not SPEC's 'no products yet' but 'nothing matches' (issue 32), under a zero count.
        await expect(await canvas.findByText('Tidak ada produk yang cocok')).toBeVisible();
        await expect(canvas.queryByText('Data Produk Belum Tersedia')).toBeNull();
        await expect(await canvas.findByText(shown(0))).toBeVisible();
        // Its way out: 'Hapus Filter' to the unfiltered address, and the question over WhatsApp
        // with the search and the filter in the message.
        const results = within(canvas.getByRole('region', { name: 'Daftar produk' }));
        await expect(results.getByRole('link', { name: 'Hapus Filter' })).toHaveAttribute(
          'href',
          route,
        );
        const ask = results.getByRole('link', { name: 'Tanyakan via WhatsApp' });
        const link = new URL(ask.getAttribute('href') ?? '');
        await expect(link.origin + link.pathname).toBe('https://wa.me/6280000000000');
        const message = link.searchParams.get('text') ?? '';
        await expect(message).toContain('Bore min 1.000 mm');
        const search = new URLSearchParams(route.split('?')[1]).get('search');
        if (search) await expect(message).toContain(`"${search}"`);
        // The filter stays as given.
        const aside = within(canvas.getByRole('complementary', { name: 'Filter spesifikasi' }));
        await expect(
          within(aside.getByRole('group', { name: 'Bore (mm)' })).getByRole('textbox', {
            name: 'Min',
          }),
        ).toHaveValue('1000');
        // A choice with no chip left to press shows no empty heading.
        await expect(aside.queryByRole('group', { name: 'Ulir Port' })).toBeNull();
        await expect(aside.getByRole('link', { name: 'Hapus Filter' })).toHaveAttribute(
          'href',
          route,
        );
      },
    },
    phoneSheet: {
      parameters: { route },
      globals: { viewport: { value: 'mobile' } },
      play: async ({ canvas }) => {
        // No panel beside the cards: a 'Filter' button opens the sheet.
        await shownTotal(canvas);
        await expect(canvas.queryByRole('complementary')).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
        const sheet = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
        const chip = within(sheet.getByRole('group', { name: 'Ulir Port' })).getAllByRole(
          'link',
        )[0]!;
        const { value, count } = chipOf(chip);
        await userEvent.click(chip);
        await waitFor(() => expect(where(canvas)).toMatch(withChip(value)));
        // The sheet closes on the results, which show what the chip said (issue 32).
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
        await expect(await canvas.findByText(shown(count))).toBeVisible();
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      },
    },
  };
}
