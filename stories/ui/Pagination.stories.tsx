import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/ui/Pagination/Pagination.tsx';
import type { PaginationProps } from '../../src/ui/Pagination/Pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  // 120 products at 12 per page: 10 pages.
  args: { page: 1, total: 120, pageSize: 12, onPageChange: fn() },
  argTypes: { pageWindow: { control: 'inline-radio', options: ['public', 'admin'] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers on the page buttons, in order. */
function shownPages(root: HTMLElement): number[] {
  return within(root)
    .getAllByRole('button', { name: /^Halaman \d+$/ })
    .map((button) => Number(button.textContent));
}

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { isLoading: false, pageWindow: 'public' },
  play: async ({ canvas }) => {
    // A navigation landmark named 'Halaman'.
    await expect(canvas.getByRole('navigation', { name: 'Halaman' })).toBeVisible();
  },
};

/** Page 1 of 10: buttons 1–5, previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Five buttons from 1, page 1 current.
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
  },
};

/** Page 4 of 10: the window starts one page before the current one (3–7). */
export const MiddlePage: Story = {
  args: { page: 4 },
  play: async ({ canvas, canvasElement }) => {
    // 3 to 7, page 4 current.
    await expect(shownPages(canvasElement)).toEqual([3, 4, 5, 6, 7]);
    await expect(canvas.getByRole('button', { name: 'Halaman 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The last page shows the last five pages (6–10); next is disabled. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, canvasElement }) => {
    // 6 to 10, page 10 current, next disabled.
    await expect(shownPages(canvasElement)).toEqual([6, 7, 8, 9, 10]);
    await expect(canvas.getByRole('button', { name: 'Halaman 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  },
};

/** Fewer than five pages: only those pages. */
export const FewPages: Story = {
  args: { page: 2, total: 30 },
  play: async ({ canvasElement }) => {
    // 30 products at 12 per page are 3 pages.
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3]);
  },
};

/** While the list loads every button is disabled (SPEC 4). */
export const Loading: Story = {
  args: { page: 4, isLoading: true },
  play: async ({ canvas }) => {
    // All seven buttons disabled, the landmark marked busy.
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('navigation', { name: 'Halaman' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No results (total 0): one disabled page, everything disabled (SPEC 4). */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas, canvasElement }) => {
    // Only page 1, and nothing can be pressed.
    await expect(shownPages(canvasElement)).toEqual([1]);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** The admin tables centre the current page instead (SPEC 9, 5 buttons). */
export const AdminWindow: Story = {
  args: { page: 5, total: 100, pageSize: 10, pageWindow: 'admin' },
  play: async ({ canvasElement }) => {
    // Page 5 of 10 in the middle: 3 to 7.
    await expect(shownPages(canvasElement)).toEqual([3, 4, 5, 6, 7]);
  },
};

/** On a 360 px phone all seven buttons fit on one line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { page: 4 },
  play: async ({ canvas }) => {
    // Phone width; previous and next are on the same line.
    await expect(window.innerWidth).toBe(360);
    const previous = canvas
      .getByRole('button', { name: 'Halaman sebelumnya' })
      .getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Halaman berikutnya' }).getBoundingClientRect();
    await expect(previous.top).toBe(next.top);
    await expect(next.right).toBeLessThanOrEqual(360);
  },
};

/** A list page that owns the page number, as the search results do. */
function PagedList(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Page buttons, next and previous ask for a page; the window follows. */
export const InteractionsNavigate: Story = {
  name: 'Interactions: pick, next and previous',
  render: (args) => <PagedList {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    // Clicking 4 asks for page 4; the window moves to 3–7.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(shownPages(canvasElement)).toEqual([3, 4, 5, 6, 7]);
    await expect(canvas.getByRole('button', { name: 'Halaman 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Next asks for page 5; previous twice goes back to 3.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // Clicking the current page asks for nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
    // Page 3 shows 2–6; page 6 shows 5–9; page 9 already shows the last five, 6–10.
    await expect(shownPages(canvasElement)).toEqual([2, 3, 4, 5, 6]);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 6' }));
    await expect(shownPages(canvasElement)).toEqual([5, 6, 7, 8, 9]);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 9' }));
    await expect(shownPages(canvasElement)).toEqual([6, 7, 8, 9, 10]);
    // On the last page the window stays 6–10 and next is disabled.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 10' }));
    await expect(shownPages(canvasElement)).toEqual([6, 7, 8, 9, 10]);
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  },
};

/** While loading, clicks ask for nothing. */
export const InteractionsLoading: Story = {
  name: 'Interactions: loading blocks clicks',
  args: { page: 2, isLoading: true },
  play: async ({ canvas, args }) => {
    // Clicking a disabled page or next does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }), {
      pointerEventsCheck: 0,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};
