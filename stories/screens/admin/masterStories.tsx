// The stories every master list screen needs (SPEC 2.3, 4, 5, 8), built from one description of
// the screen, so that types, categories, brands and marketplaces are covered the same way.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUCCESS_TEXT, TOAST_STATUS_CHANGED } from '../../../src/components/Feedback/texts.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  chooseRowAction,
  clearToasts,
  dismissAlert,
  deleteSucceeds,
  expectClosed,
  expectErrorDialog,
  expectSuccess,
  expectToast,
  modal,
  openAdd,
  submit,
  waitForRows,
} from './helpers.tsx';

type Within = ReturnType<typeof within>;

/** What the generated stories need to know about one master screen. */
export interface MasterStoryConfig {
  /** Table caption and heading. */
  caption: string;
  /** The noun of the modal titles ('Brand'). */
  noun: string;
  /** The mock group ('brands'). */
  group: string;
  /** The list, create and item paths of the contract ('/admin/brand'). */
  basePath: string;
  /** A fixture row to edit, toggle, delete and detail. */
  rowLabel: string;
  /** Every client message an empty insert shows, in the modal. */
  requiredMessages: readonly string[];
  /** Messages an empty insert also shows as a toast. */
  toastMessages?: readonly string[];
  /** Fills a valid insert form (name field labelled 'Nama'). */
  fillValid: (dialog: Within) => Promise<void>;
  /** The name fillValid types, expected in the list afterwards. */
  newName: string;
  /** Where insert posts, when not basePath ('/admin/user/create'). */
  createPath?: string;
  /** The form field a server 422 names ('name' by default). */
  serverField?: string;
  /** Whether 'Aksi' has 'Detail' (every master list but bumpers). */
  hasDetail?: boolean;
  /** 'Berhasil!' texts after insert and update. */
  addSuccess: string;
  editSuccess: string;
}

type Story = StoryObj;

/** Builds the stories; export each of them by name from the screen's story file. */
export function masterStories(config: MasterStoryConfig): Record<string, Story> {
  const add = `Tambah ${config.noun}`;
  const edit = `Edit ${config.noun}`;
  const itemPath = `${config.basePath}/:id`;
  const createPath = config.createPath ?? config.basePath;
  const fillAndSubmit = async () => {
    await openAdd();
    await config.fillValid(modal(add));
    await submit(add);
  };
  const stories: Record<string, Story> = {
    Filled: { play: async () => void (await waitForRows(config.caption)) },
    Empty: {
      parameters: {
        msw: { handlers: withDefaults(config.group, scenario.empty('GET', config.basePath)) },
      },
      play: async ({ canvas }) => {
        await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
      },
    },
    Loading: {
      parameters: { msw: { handlers: everyOperation(config.group, scenario.loading) } },
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('table', { name: config.caption })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    RequiredFields: {
      play: async () => {
        // Insert mode: 'Simpan' with nothing filled shows every SPEC 5 message.
        await openAdd();
        await submit(add);
        for (const message of config.requiredMessages) {
          await expect(modal(add).getAllByText(message)[0]).toBeVisible();
        }
        for (const message of config.toastMessages ?? []) await expectToast(message);
        await clearToasts();
      },
    },
    AddRecord: {
      play: async () => {
        await waitForRows(config.caption);
        // Fill, submit: the modal closes, 'Berhasil!' shows, the new row is on page 1.
        await fillAndSubmit();
        await expectClosed(add);
        await expectSuccess(config.addSuccess);
        await expect(await within(document.body).findByText(config.newName)).toBeVisible();
      },
    },
    EditRecord: {
      play: async () => {
        await waitForRows(config.caption);
        // Edit loads the record first; the image may stay as it is (SPEC 5).
        await chooseRowAction(config.rowLabel, 'Edit');
        const name = await within(document.body).findByDisplayValue(config.rowLabel);
        await userEvent.type(name, ' Baru');
        await submit(edit);
        await expectClosed(edit);
        await expectSuccess(config.editSuccess);
      },
    },
    ServerValidation: {
      parameters: {
        msw: {
          handlers: withDefaults(
            config.group,
            scenario.validation422(
              { [config.serverField ?? 'name']: 'Nama sudah dipakai.' },
              'POST',
              createPath,
            ),
          ),
        },
      },
      play: async () => {
        await fillAndSubmit();
        await expectErrorDialog('Data yang dikirim tidak valid.', ['Nama sudah dipakai.']);
        // After 'Ok' the form is still open with the server's message under the field.
        await dismissAlert('Oopss...', 'Ok', false);
        await expect(modal(add).getByText('Nama sudah dipakai.')).toBeVisible();
        // sweetalert2 gives focus back to the field with the message (it had focus when the dialog opened).
        await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
      },
    },
    Forbidden: {
      parameters: {
        msw: { handlers: withDefaults(config.group, scenario.status403('POST', createPath)) },
      },
      play: async () => {
        await fillAndSubmit();
        await expectErrorDialog('Anda tidak memiliki akses untuk tindakan ini.');
      },
    },
    Detail: {
      play: async () => {
        if (config.hasDetail === false) return;
        await waitForRows(config.caption);
        await chooseRowAction(config.rowLabel, 'Detail');
        const detail = await within(document.body).findByRole('dialog', {
          name: `Detail ${config.noun}`,
        });
        await expect(within(detail).getAllByText(config.rowLabel)[0]).toBeVisible();
      },
    },
    DeleteRecord: {
      parameters: { msw: { handlers: withDefaults(config.group, deleteSucceeds(itemPath)) } },
      play: async () => {
        await waitForRows(config.caption);
        await chooseRowAction(config.rowLabel, 'Delete');
        await userEvent.click(
          await within(document.body).findByRole('button', { name: 'Ya, Hapus' }),
        );
        await expectSuccess(SUCCESS_TEXT.deleted);
      },
    },
    Mobile: {
      globals: { viewport: { value: 'mobile' } },
      play: async () => {
        // On a 360 px phone each row is a card; the page itself never scrolls sideways.
        await waitForRows(config.caption);
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
        await expect(
          within(document.body).getByRole('button', { name: 'Tambah Data' }),
        ).toBeVisible();
      },
    },
    ToggleStatus: {
      play: async () => {
        await waitForRows(config.caption);
        await userEvent.click(
          within(document.body).getByRole('switch', { name: `Status aktif ${config.rowLabel}` }),
        );
        await expectToast(TOAST_STATUS_CHANGED);
        await clearToasts();
      },
    },
  };
  return stories;
}

/** Waits until every image on the page is decoded, so the screenshot never catches one half-drawn. */
export async function imagesDecoded() {
  await waitFor(() => {
    // sweetalert2 keeps an empty <img> in every dialog: only images with a source count.
    for (const image of Array.from(document.body.querySelectorAll('img[src]'))) {
      if (!(image instanceof HTMLImageElement) || !image.getAttribute('src')) continue;
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
}
