import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SpecFilterPanel } from '../../../src/components/public/SpecFilterPanel/SpecFilterPanel.tsx';
import type { SpecFacet } from '../../../src/lib/spec/specFacets.ts';
import {
  readSpecFilters,
  readSpecUnits,
  withSpecFilters,
} from '../../../src/lib/spec/specQuery.ts';
import type { SpecFilters } from '../../../src/lib/spec/specQuery.ts';
import { withLocationProbe } from '../../screens/public/LocationProbe.tsx';
import { HYDRATE_LABEL, ServerRendered } from '../../ui/ServerRendered.tsx';
import { MANY_VALUES_FACET, SPEC_FACETS } from './specFixtures.ts';

/** The panel on a type list, wired to the address as the list screens wire it. */
function PanelOnList({
  facets,
  total,
  isLoading,
}: {
  facets: SpecFacet[];
  total?: number;
  isLoading?: boolean;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const getHref = (filters: SpecFilters, units: ReadonlyMap<number, string>) =>
    `${pathname}?${withSpecFilters(params, filters, units).toString()}`;
  return (
    <div style={{ maxWidth: 320 }}>
      <SpecFilterPanel
        facets={facets}
        filters={readSpecFilters(params)}
        units={readSpecUnits(params)}
        getHref={getHref}
        onNavigate={(href) => navigate(href)}
        total={total}
        isLoading={isLoading}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Public/SpecFilterPanel',
  component: PanelOnList,
  decorators: [withLocationProbe],
  parameters: { route: '/tipe-produk?id=5' },
  globals: { viewport: { value: 'desktop' } },
  args: { facets: SPEC_FACETS, total: 34 },
} satisfies Meta<typeof PanelOnList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The address the probe shows, brackets and slashes decoded. */
const where = (canvas: Canvas) =>
  decodeURIComponent(canvas.getByRole('status', { name: 'Lokasi' }).textContent ?? '');
const panel = (canvas: Canvas) => canvas.getByRole('complementary', { name: 'Filter spesifikasi' });

/** Nothing chosen: chips with counts for choices and yes/no, min–max for numbers and ranges. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const aside = within(panel(canvas));
    // A chip reads its value and how many products a click shows; yes/no reads 'Ya'/'Tidak'.
    await expect(aside.getByRole('link', { name: '32 24 produk' })).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Ya 30 produk' })).toBeVisible();
    // Numbers and ranges: the span of the values and two inputs.
    const pressure = aside.getByRole('group', { name: 'Tekanan kerja (bar)' });
    await expect(within(pressure).getByText('0,5 – 10 bar')).toBeVisible();
    await expect(within(pressure).getByRole('textbox', { name: 'Min' })).toBeVisible();
    // Nothing chosen: no 'Hapus Filter'.
    await expect(aside.queryByRole('link', { name: 'Hapus Filter' })).toBeNull();
  },
};

/** A shared address with filters: chosen chips are current, inputs show the bounds, 'Hapus Filter'. */
export const Chosen: Story = {
  parameters: {
    route: '/tipe-produk?id=5&spec[1]=32,40&spec[3][min]=2&spec[3][max]=7&spec[5]=true',
  },
  play: async ({ canvas }) => {
    const aside = within(panel(canvas));
    // Both chosen bores are current; pressing one drops only it.
    const bore = aside.getByRole('link', { name: '32 24 produk' });
    await expect(bore).toHaveAttribute('aria-current', 'true');
    await userEvent.click(bore);
    await expect(where(canvas)).toBe(
      '/tipe-produk?id=5&spec[1]=40&spec[3][min]=2&spec[3][max]=7&spec[5]=true',
    );
    // The bounds show in their inputs.
    const pressure = within(aside.getByRole('group', { name: 'Tekanan kerja (bar)' }));
    await expect(pressure.getByRole('textbox', { name: 'Min' })).toHaveValue('2');
    await expect(pressure.getByRole('textbox', { name: 'Maks' })).toHaveValue('7');
    // 'Hapus Filter' leaves only the list's own id.
    await userEvent.click(aside.getByRole('link', { name: 'Hapus Filter' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5');
  },
};

/** Choosing: a chip adds its value to the address (page 1), a second value of it ORs. */
export const ChooseValues: Story = {
  parameters: { route: '/tipe-produk?id=5&page=3' },
  play: async ({ canvas }) => {
    const aside = () => within(panel(canvas));
    // First value: the page number goes, the filter comes.
    await userEvent.click(aside().getByRole('link', { name: 'G1/8 21 produk' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5&spec[4]=G1/8');
    // Second value of the same attribute: either matches.
    await userEvent.click(aside().getByRole('link', { name: 'G1/4 15 produk' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5&spec[4]=G1/8,G1/4');
    await waitFor(() =>
      expect(aside().getByRole('link', { name: 'G1/4 15 produk' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** Units: 100 psi typed as the minimum asks the API in the attribute's bar; the unit is remembered. */
export const Units: Story = {
  play: async ({ canvas }) => {
    const pressure = within(
      within(panel(canvas)).getByRole('group', { name: 'Tekanan kerja (bar)' }),
    );
    // bar, MPa and psi are offered, bar (the attribute's own) first.
    const unit = pressure.getByRole('combobox', { name: 'Satuan' });
    await expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['bar', 'MPa', 'psi']);
    // In psi the span reads in psi; 100 psi typed as the minimum.
    await userEvent.selectOptions(unit, 'psi');
    await expect(pressure.getByText('7,252 – 145,038 psi')).toBeVisible();
    await userEvent.type(pressure.getByRole('textbox', { name: 'Min' }), '100');
    await userEvent.click(pressure.getByRole('button', { name: 'Terapkan' }));
    // The address holds bar (6.894757… bar) and the unit typed in.
    await expect(where(canvas)).toBe('/tipe-produk?id=5&spec[3][min]=6.89475729317&unit[3]=psi');
    // Shown again in psi, the legend saying so: the same 100.
    await waitFor(() =>
      expect(
        within(within(panel(canvas)).getByRole('group', { name: 'Tekanan kerja (psi)' })).getByRole(
          'textbox',
          { name: 'Min' },
        ),
      ).toHaveValue('100'),
    );
  },
};

/**
 * Switching the unit converts the numbers (issue 32): 32–63 mm read 1,26–2,48 inch, the legend
 * follows, and 'Terapkan' still asks 32–63 mm (not 812,8–1.600,2 mm, nor a rounded 32,004).
 */
export const UnitSwitch: Story = {
  parameters: { route: '/tipe-produk?id=5&spec[2][min]=32&spec[2][max]=63' },
  play: async ({ canvas }) => {
    const aside = within(panel(canvas));
    const stroke = within(aside.getByRole('group', { name: 'Stroke (mm)' }));
    await expect(stroke.getByRole('textbox', { name: 'Min' })).toHaveValue('32');
    // mm → inch: the numbers and the legend change together.
    await userEvent.selectOptions(stroke.getByRole('combobox', { name: 'Satuan' }), 'inch');
    const inch = within(aside.getByRole('group', { name: 'Stroke (inch)' }));
    await expect(inch.getByRole('textbox', { name: 'Min' })).toHaveValue('1,26');
    await expect(inch.getByRole('textbox', { name: 'Maks' })).toHaveValue('2,48');
    await userEvent.click(inch.getByRole('button', { name: 'Terapkan' }));
    await expect(where(canvas)).toBe(
      '/tipe-produk?id=5&spec[2][min]=32&spec[2][max]=63&unit[2]=inch',
    );
  },
};

/**
 * The unit chosen on the server-rendered panel before it hydrated (issue 34: the panel is an
 * island of a public list, hydrated when touched): once it has, the choice counts, the legend
 * follows and the bounds are converted, as if chosen after.
 */
export const UnitSwitchBeforeHydration: Story = {
  render: (args) => (
    <ServerRendered>
      <MemoryRouter initialEntries={['/tipe-produk?id=5&spec[2][min]=32&spec[2][max]=63']}>
        <PanelOnList {...args} />
      </MemoryRouter>
    </ServerRendered>
  ),
  play: async ({ canvas }) => {
    const aside = within(await canvas.findByRole('complementary', { name: 'Filter spesifikasi' }));
    const stroke = within(aside.getByRole('group', { name: 'Stroke (mm)' }));
    await userEvent.selectOptions(stroke.getByRole('combobox', { name: 'Satuan' }), 'inch');
    // The server's markup: nothing converts yet.
    await expect(stroke.getByRole('textbox', { name: 'Min' })).toHaveValue('32');
    await userEvent.click(canvas.getByRole('button', { name: HYDRATE_LABEL }));
    const inch = within(await aside.findByRole('group', { name: 'Stroke (inch)' }));
    await expect(inch.getByRole('combobox', { name: 'Satuan' })).toHaveValue('inch');
    await expect(inch.getByRole('textbox', { name: 'Min' })).toHaveValue('1,26');
    await expect(inch.getByRole('textbox', { name: 'Maks' })).toHaveValue('2,48');
  },
};

/** Pressure too: 2–7 bar read 0,2–0,7 MPa, then 29,01–101,53 psi, and still ask 2–7 bar. */
export const UnitSwitchPressure: Story = {
  parameters: { route: '/tipe-produk?id=5&spec[3][min]=2&spec[3][max]=7' },
  play: async ({ canvas }) => {
    const aside = within(panel(canvas));
    const pressure = () => aside.getByRole('group', { name: /^Tekanan kerja/ });
    const input = (name: 'Min' | 'Maks') => within(pressure()).getByRole('textbox', { name });
    await userEvent.selectOptions(
      within(pressure()).getByRole('combobox', { name: 'Satuan' }),
      'MPa',
    );
    await expect(pressure()).toHaveAccessibleName('Tekanan kerja (MPa)');
    await expect(input('Min')).toHaveValue('0,2');
    await expect(input('Maks')).toHaveValue('0,7');
    await userEvent.selectOptions(
      within(pressure()).getByRole('combobox', { name: 'Satuan' }),
      'psi',
    );
    await expect(pressure()).toHaveAccessibleName('Tekanan kerja (psi)');
    await expect(input('Min')).toHaveValue('29,01');
    await expect(input('Maks')).toHaveValue('101,53');
    // A number typed after the switch is read in psi: 50 psi is 3,447… bar.
    await userEvent.clear(input('Maks'));
    await userEvent.type(input('Maks'), '50');
    await userEvent.click(within(pressure()).getByRole('button', { name: 'Terapkan' }));
    await expect(where(canvas)).toBe(
      '/tipe-produk?id=5&spec[3][min]=2&spec[3][max]=3.44737864658&unit[3]=psi',
    );
  },
};

/** Input errors: text in a number, and min above max, are said beside the input; nothing is asked. */
export const BoundsErrors: Story = {
  play: async ({ canvas }) => {
    const stroke = within(within(panel(canvas)).getByRole('group', { name: 'Stroke (mm)' }));
    await userEvent.type(stroke.getByRole('textbox', { name: 'Min' }), 'lima');
    await userEvent.click(stroke.getByRole('button', { name: 'Terapkan' }));
    await expect(stroke.getByRole('textbox', { name: 'Min' })).toHaveAccessibleDescription(
      'Isi dengan angka, misalnya 0,5',
    );
    await userEvent.clear(stroke.getByRole('textbox', { name: 'Min' }));
    await userEvent.type(stroke.getByRole('textbox', { name: 'Min' }), '200');
    await userEvent.type(stroke.getByRole('textbox', { name: 'Maks' }), '100');
    await userEvent.click(stroke.getByRole('button', { name: 'Terapkan' }));
    await expect(stroke.getByRole('textbox', { name: 'Maks' })).toHaveAccessibleDescription(
      'Min tidak boleh lebih besar dari Maks',
    );
    // The address did not change.
    await expect(where(canvas)).toBe('/tipe-produk?id=5');
  },
};

/** Thirty values of one attribute: the chips wrap, the panel does not widen the page. */
export const ManyValues: Story = {
  args: { facets: [MANY_VALUES_FACET] },
  play: async ({ canvas }) => {
    const voltages = within(panel(canvas)).getByRole('group', { name: 'Tegangan koil' });
    await expect(within(voltages).getAllByRole('link')).toHaveLength(30);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No filter attributes and nothing chosen (a type without specifications): no panel at all. */
export const Empty: Story = {
  args: { facets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Filter' })).toBeNull();
  },
};

/** Filters chosen but no facet left (nothing matches): 'Hapus Filter' still undoes them. */
export const EmptyWithFilters: Story = {
  args: { facets: [], total: 0 },
  parameters: { route: '/tipe-produk?id=5&spec[1]=99' },
  play: async ({ canvas }) => {
    await userEvent.click(within(panel(canvas)).getByRole('link', { name: 'Hapus Filter' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5');
  },
};

/** While the first facets load: placeholders, the phone button disabled. */
export const Loading: Story = {
  args: { facets: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(within(panel(canvas)).queryAllByRole('link')).toHaveLength(0);
  },
};

/**
 * A phone: a 'Filter' button opens the same filters in a sheet, which takes focus itself (not its
 * first input, whose keyboard would cover it); a chip applies and closes it (issue 32).
 */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: '/tipe-produk?id=5&spec[5]=true' },
  play: async ({ canvas }) => {
    // The side panel is hidden; the button and the active count show.
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByText('1 filter aktif')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter' });
    const sheet = within(dialog);
    // Focus is on the sheet, named 'Filter'; no input has it (no keyboard pops up).
    await expect(dialog).toHaveFocus();
    await expect(sheet.getAllByRole('textbox', { name: 'Min' })[0]).not.toHaveFocus();
    // A chip in the sheet narrows the list and closes the sheet, focus back on 'Filter'.
    await userEvent.click(sheet.getByRole('link', { name: 'M5 8 produk' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5&spec[4]=M5&spec[5]=true');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveFocus();
  },
};

/** In the sheet, 'Tampilkan 34 produk' closes it without a change; 'Terapkan' applies and closes. */
export const PhoneSheetBounds: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
      return within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
    };
    let sheet = await open();
    await userEvent.click(sheet.getByRole('button', { name: 'Tampilkan 34 produk' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(where(canvas)).toBe('/tipe-produk?id=5');
    sheet = await open();
    const stroke = within(sheet.getByRole('group', { name: 'Stroke (mm)' }));
    await userEvent.type(stroke.getByRole('textbox', { name: 'Min' }), '50');
    await userEvent.click(stroke.getByRole('button', { name: 'Terapkan' }));
    await expect(where(canvas)).toBe('/tipe-produk?id=5&spec[2][min]=50');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
