import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from '../../../src/components/admin/Navbar/Navbar.tsx';

const meta = {
  title: 'Components/Admin/Navbar',
  component: Navbar,
  args: {
    profileName: 'Budi Santoso',
    title: 'Dashboard',
    onChangePassword: fn(),
    onLogout: fn(),
    onMenuToggle: fn(),
    isMenuOpen: false,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The letter the avatar draws (CSS content from data-initial). */
const initialOf = (button: HTMLElement) => {
  const avatar = button.querySelector('[data-initial]');
  return avatar ? getComputedStyle(avatar, '::after').content.replaceAll('"', '') : '';
};

const profileButton = (name = 'Budi Santoso') =>
  screen.getByRole('button', { name: `Menu profil ${name}` });

async function openProfileMenu(name?: string) {
  await userEvent.click(profileButton(name));
  return within(await screen.findByRole('menu'));
}

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** The avatar shows the name's first letter in upper case (SPEC 2.3). */
export const ProfileInitial: Story = {
  args: { profileName: 'siti rahma' },
  play: async () => {
    // The lower-case name shows 'S'; the button is named after the whole name.
    const button = profileButton('siti rahma');
    await expect(initialOf(button)).toBe('S');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long name is cut with an ellipsis; the avatar keeps its size. */
export const LongName: Story = {
  args: { profileName: 'Raden Mas Bambang Sutrisno Wicaksono Adiningrat Kusumo' },
  play: async () => {
    // The full name stays the accessible name, and the button fits its bar.
    const button = profileButton('Raden Mas Bambang Sutrisno Wicaksono Adiningrat Kusumo');
    await expect(initialOf(button)).toBe('R');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Desktop: no drawer toggle (the sidebar is a fixed column from 1024 px). */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    // The toggle is not shown; the title is.
    await expect(canvas.queryByRole('button', { name: 'Tampilkan menu' })).toBeNull();
    await expect(canvas.getByText('Dashboard')).toBeVisible();
  },
};

/** On a phone: the drawer toggle on the left, only the avatar on the right. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The story renders at 360 px; the toggle is shown and says the drawer is closed.
    await expect(window.innerWidth).toBe(360);
    const toggle = canvas.getByRole('button', { name: 'Tampilkan menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The name itself is hidden; the initial 'B' shows.
    await expect(canvas.getByText('Budi Santoso')).not.toBeVisible();
    await expect(initialOf(profileButton())).toBe('B');
    await expect(profileButton().querySelector('[data-initial]')).toBeVisible();
  },
};

/** On a tablet the name shows next to the avatar, with the toggle. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tampilkan menu' })).toBeVisible();
    await expect(canvas.getByText('Budi Santoso')).toBeVisible();
  },
};

/** Interactions: the avatar opens the menu with 'Ubah Password' and 'Keluar', in that order. */
export const ProfileMenuOpen: Story = {
  play: async () => {
    // Open the menu.
    const menu = await openProfileMenu();
    // SPEC 2.3's two items, exactly.
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Ubah Password', 'Keluar']);
    await expect(profileButton()).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Interactions: 'Ubah Password' calls onChangePassword and closes the menu. */
export const ChoosesChangePassword: Story = {
  play: async ({ args }) => {
    const menu = await openProfileMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Ubah Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Interactions: 'Keluar' calls onLogout. */
export const ChoosesLogout: Story = {
  play: async ({ args }) => {
    const menu = await openProfileMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Keluar' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** Interactions: the keyboard opens the menu and chooses 'Keluar' with the arrow keys. */
export const KeyboardLogout: Story = {
  play: async ({ args }) => {
    // Focus the avatar button, open with ArrowDown, move to 'Keluar', press Enter.
    profileButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Ubah Password' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: on a phone the toggle asks to open the sidebar drawer. */
export const MobileToggle: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { menuId: 'sidebar-admin' },
  play: async ({ canvas, args }) => {
    // Press the toggle; it controls the sidebar by id.
    const toggle = canvas.getByRole('button', { name: 'Tampilkan menu' });
    await expect(toggle).toHaveAttribute('aria-controls', 'sidebar-admin');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
  },
};

/** With the drawer open the toggle says so (aria-expanded). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isMenuOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tampilkan menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
