import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FOLLOW_UP_TEXT, FollowUp } from '../../../src/screens/admin/Dashboard/FollowUp.tsx';
import { db } from '../../../mocks/db.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { AdminFrame, signedIn } from './helpers.tsx';

// Issue 35's 'Perlu Tindak Lanjut', computed by the mock API from the quote fixtures with the
// server's working-day rules at a fixed clock: Tuesday 17 March 2026, 09:00 WIB.
const FILLED_CLOCK = '2026-03-17T02:00:00.000Z';
/** Before every fixture request: nothing waits. */
const CLEAR_CLOCK = '2026-01-01T00:00:00.000Z';

const atClock = (clock: string) => () => {
  const signOut = signedIn()();
  db.clock = clock;
  return signOut;
};

const meta = {
  title: 'Screens/Admin/Dashboard/FollowUp',
  component: FollowUp,
  decorators: [
    (Story) => (
      <AdminFrame title="Dashboard" routeName="admin-dashboard">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'laptop' } },
  parameters: { route: '/admin/dashboard' },
  beforeEach: atClock(FILLED_CLOCK),
} satisfies Meta<typeof FollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: ReturnType<typeof within>, name: RegExp) =>
  within(canvas.getByRole('region', { name }));

/** The card, once its list has come. */
async function loadedCard(canvas: ReturnType<typeof within>) {
  const card = await canvas.findByRole('region', { name: FOLLOW_UP_TEXT.title });
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  return card;
}

/** Three groups, each row a link to the inbox detail with its wait in working days. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await loadedCard(canvas);
    const unanswered = group(canvas, /^Permintaan belum dijawab/);
    await expect(unanswered.getByRole('heading')).toHaveTextContent('(4)');
    // The longest wait first: PNW-202602-00001 came Saturday 14 February, 21 working days ago.
    const first = unanswered.getAllByRole('listitem')[0]!;
    await expect(within(first).getByRole('link')).toHaveAttribute('href', '/admin/penawaran/2');
    await expect(first).toHaveTextContent('PNW-202602-00001 · CV Sumber Teknik');
    await expect(first).toHaveTextContent('21 hari kerja');
    // A revision the buyer asked ('Revisi') waits too, counted from the buyer's answer.
    await expect(unanswered.getAllByRole('listitem').at(-1)).toHaveTextContent(
      'PNW-202602-00007 · PT Maju Jaya',
    );
    const noReply = group(canvas, /^Penawaran belum dibalas/);
    await expect(noReply.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/penawaran/5',
      '/admin/penawaran/8',
      '/admin/penawaran/9',
    ]);
    // An erased buyer is named as such.
    await expect(noReply.getByText(/PNW-202602-00009/)).toHaveTextContent(
      FOLLOW_UP_TEXT.erasedBuyer,
    );
    const expiring = group(canvas, /^Penawaran segera berakhir/);
    const row = expiring.getByRole('listitem');
    await expect(row).toHaveTextContent('Berlaku sampai 18 Maret 2026');
    await expect(within(row).getByRole('link')).toHaveAttribute('href', '/admin/penawaran/8');
  },
};

/** Nothing waits: one line instead of three empty groups. */
export const Empty: Story = {
  beforeEach: atClock(CLEAR_CLOCK),
  play: async ({ canvas }) => {
    const card = within(await loadedCard(canvas));
    await expect(card.getByText(FOLLOW_UP_TEXT.allClear)).toBeVisible();
    await expect(card.queryAllByRole('link')).toHaveLength(0);
  },
};

/** While the list loads: a skeleton, the card busy. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('dashboard', scenario.loading('GET', '/admin/dashboard/follow-up')),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: FOLLOW_UP_TEXT.title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The list fails: a message and 'Muat Ulang'. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('dashboard', scenario.error(500, 'GET', '/admin/dashboard/follow-up')),
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Data tidak dapat dimuat.');
    await expect(within(alert).getByRole('button', { name: 'Muat Ulang' })).toBeVisible();
  },
};

/** On a 390 px phone: each row wraps, its wait under the buyer, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const card = await loadedCard(canvas);
    await expect(within(card).getAllByRole('link')).toHaveLength(8);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a 1366 px laptop. */
export const Laptop: Story = {
  play: async ({ canvas }) => {
    await expect(within(await loadedCard(canvas)).getAllByRole('link')).toHaveLength(8);
  },
};
