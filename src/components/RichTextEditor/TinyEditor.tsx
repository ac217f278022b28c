// The only file that imports TinyMCE. It is reached through React.lazy in RichTextEditor.tsx, so
// TinyMCE (about 1 MB) is a separate chunk that only admin forms load. Everything is bundled from
// the `tinymce` npm package: no Tiny Cloud script, no network fetch (DECISIONS.md).
import { Editor } from '@tinymce/tinymce-react';
// The global must come first; model, theme, icons, skins and plugins register themselves on it.
import tinymce from 'tinymce/tinymce';
import 'tinymce/models/dom/model';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
// Skins as JS resources: TinyMCE reads them from tinymce.Resource instead of fetching CSS files.
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/link';
import { EDITOR_HEIGHT_PX, EDITOR_TOOLBAR } from './editorConfig.ts';
import { EDITOR_LANGUAGE, EDITOR_UI_TEXT } from './editorLanguage.ts';

// Registered once, before any editor starts, so TinyMCE never tries to fetch langs/id.js.
tinymce.addI18n(EDITOR_LANGUAGE, EDITOR_UI_TEXT);

/** Props of TinyEditor. */
export interface TinyEditorProps {
  /** Id of the textarea TinyMCE replaces (the label's target). */
  id: string;
  /** Accessible name of the editing area (the iframe title and body label). */
  label: string;
  /** HTML content. */
  value: string;
  /** Called with the editor's HTML after every change. */
  onChange: (html: string) => void;
  /** Read-only. */
  isDisabled: boolean;
  /** Called once the editor is drawn and editable. */
  onReady: () => void;
}

/** TinyMCE itself, configured for SPEC 9 (height 300, basic toolbar), self-hosted under the GPL. */
export default function TinyEditor({
  id,
  label,
  value,
  onChange,
  isDisabled,
  onReady,
}: TinyEditorProps) {
  return (
    <Editor
      id={id}
      licenseKey="gpl"
      value={value}
      onEditorChange={(html) => onChange(html)}
      disabled={isDisabled}
      onInit={() => onReady()}
      init={{
        height: EDITOR_HEIGHT_PX,
        language: EDITOR_LANGUAGE,
        menubar: false,
        statusbar: false,
        branding: false,
        promotion: false,
        plugins: ['lists', 'link'],
        toolbar: EDITOR_TOOLBAR,
        iframe_aria_text: label,
        // TinyMCE titles the iframe only in Firefox; axe (frame-title) wants a name in every browser.
        iframe_attrs: { title: label },
        // Links are stored as typed, not rewritten relative to the admin page.
        convert_urls: false,
        link_default_target: '_blank',
      }}
    />
  );
}
