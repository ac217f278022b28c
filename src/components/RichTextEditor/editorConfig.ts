// SPEC 9's editor settings, in a file without TinyMCE so that anything may import them.

/** SPEC 9: the editor is 300 px high; the skeleton takes the same room so nothing jumps. */
export const EDITOR_HEIGHT_PX = 300;

/** SPEC 9's basic toolbar. */
export const EDITOR_TOOLBAR =
  'undo redo | bold italic underline | bullist numlist | link | removeformat';
