import { useState } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EDITOR_HEIGHT_PX,
  EditorSkeleton,
  RichTextEditor,
} from '../../src/components/RichTextEditor/index.ts';
import type { RichTextEditorProps } from '../../src/components/RichTextEditor/index.ts';

const Frame = styled.div`
  max-width: ${({ theme }) => theme.size.modal.large};
  padding: ${({ theme }) => theme.space[400]};
`;

const SkeletonFrame = styled.div`
  position: relative;
  height: ${EDITOR_HEIGHT_PX}px;
`;

/** Holds the HTML as a form would. */
function StatefulEditor(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Frame>
      <RichTextEditor
        {...args}
        value={value}
        onChange={(html) => {
          setValue(html);
          args.onChange(html);
        }}
      />
    </Frame>
  );
}

const FILLED_HTML =
  '<p>Katup solenoid <strong>5/2</strong> untuk silinder pneumatik.</p><ul><li>Tekanan 1,5 - 8 bar</li><li>Port 1/4"</li></ul>';

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <StatefulEditor {...args} />,
  args: { label: 'Content', value: '', onChange: fn() },
  // TinyMCE draws its editing area in an iframe whose skin and caret settle on their own schedule;
  // a pixel baseline of it would be flaky, so these stories are checked by their play functions.
  parameters: { screenshot: false },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable body inside TinyMCE's iframe, once the editor is ready. */
async function editorBody(canvasElement: HTMLElement): Promise<HTMLElement> {
  let body: HTMLElement | null = null;
  await waitFor(
    () => {
      const iframe = canvasElement.querySelector<HTMLIFrameElement>('iframe');
      body = iframe?.contentDocument?.body ?? null;
      expect(body?.getAttribute('contenteditable')).toBe('true');
    },
    { timeout: 10_000 },
  );
  return body as unknown as HTMLElement;
}

/** Every prop in the controls. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // The editor becomes editable.
    await editorBody(canvasElement);
    // Self-hosted: nothing was fetched from Tiny Cloud, and no skin, language or plugin file by URL.
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    await expect(
      fetched.filter((url) => /tiny\.cloud|tinymce\.min\.js|\.min\.css|\/langs\//.test(url)),
    ).toEqual([]);
  },
};

/** While TinyMCE's code loads: the editor's room, a grey toolbar and 'Memuat editor...'. */
export const Loading: Story = {
  // The skeleton alone: the real wait is too short to photograph reliably.
  render: () => (
    <Frame>
      <SkeletonFrame>
        <EditorSkeleton />
      </SkeletonFrame>
    </Frame>
  ),
  parameters: { screenshot: true },
  play: async ({ canvas }) => {
    // The loading text is announced as a status.
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat editor...');
  },
};

/** A news content being edited: the HTML shows formatted, with SPEC 9's toolbar and height. */
export const Filled: Story = {
  args: { value: FILLED_HTML },
  play: async ({ canvasElement, canvas }) => {
    // The content is rendered inside the editor.
    const body = await editorBody(canvasElement);
    await expect(within(body).getByText('5/2').tagName).toBe('STRONG');
    await expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    // The basic toolbar of SPEC 9, in order, labelled in Indonesian.
    const toolbar = canvas.getByRole('toolbar');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Urungkan',
      'Ulangi',
      'Tebal',
      'Miring',
      'Garis bawah',
      'Daftar poin',
      'Daftar bernomor',
      'Sisipkan/ubah tautan',
      'Hapus format',
    ]);
    // The editor is 300 px high, and the loading text is gone.
    const editor = canvasElement.querySelector('.tox-tinymce') as HTMLElement;
    await expect(editor.getBoundingClientRect().height).toBe(300);
    await waitFor(() => expect(canvas.queryByText('Memuat editor...')).toBeNull());
  },
};

/** SPEC 5's required message under the editor, with a red border. */
export const WithError: Story = {
  args: { error: 'Content harap disii', isRequired: true },
  play: async ({ canvasElement, canvas }) => {
    // The message shows below the ready editor.
    await editorBody(canvasElement);
    await expect(canvas.getByText('Content harap disii')).toBeVisible();
  },
};

/** Read-only while the form saves. */
export const Disabled: Story = {
  args: { value: FILLED_HTML, isDisabled: true },
  play: async ({ canvasElement }) => {
    // The content shows but cannot be edited.
    await waitFor(
      () => {
        const body = canvasElement.querySelector('iframe')?.contentDocument?.body;
        expect(body?.textContent).toContain('Katup solenoid');
        expect(body?.getAttribute('contenteditable')).toBe('false');
      },
      { timeout: 10_000 },
    );
  },
};

/** Interactions: typing reports HTML through onChange. */
export const TypingReportsHtml: Story = {
  play: async ({ canvasElement, args }) => {
    // Click into the editing area and type.
    const body = await editorBody(canvasElement);
    await userEvent.click(body);
    await userEvent.type(body, 'Katup baru');
    // onChange got the content as HTML.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Katup baru</p>'));
  },
};

/** Interactions: the bold button ('Tebal') formats what is typed next. */
export const BoldFromToolbar: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    // Focus the editing area, press Bold in the toolbar, type.
    const body = await editorBody(canvasElement);
    await userEvent.click(body);
    await userEvent.click(canvas.getByRole('button', { name: 'Tebal' }));
    await userEvent.type(body, 'Tebal');
    // The HTML carries the strong element.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Tebal</strong></p>'),
    );
  },
};
