// Only the lazy wrapper is exported: importing this file never pulls TinyMCE into a bundle.
export { RichTextEditor } from './RichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor.tsx';
export { EditorSkeleton, EDITOR_LOADING_TEXT } from './EditorSkeleton.tsx';
export { EDITOR_HEIGHT_PX, EDITOR_TOOLBAR } from './editorConfig.ts';
