// With Vitest's `isolate: false` (vitest.config.ts) the story files of a worker share one page;
// what a file's last story leaves on it must not reach the next file. Inside a file, each story
// starts by running what the story before it left to undo (Storybook's portable-story clean-ups:
// the unmount, the story's own beforeEach clean-up such as closeDialog or localStorage.clear);
// between files, `resetPage` does that early and then puts the page back as it was first seen.
// Imported, not re-evaluated per file: the snapshot below is the page before any story.
import { composeStory } from 'storybook/preview-api';
import { closeDialog, dismissToasts } from '../src/components/Feedback/index.ts';

function attributesOf(element: Element): Map<string, string> {
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

const initial = {
  url: location.href,
  title: document.title,
  html: attributesOf(document.documentElement),
  body: attributesOf(document.body),
  bodyChildren: new Set(document.body.children),
};

function restoreAttributes(element: Element, attributes: Map<string, string>): void {
  for (const { name } of [...element.attributes])
    if (!attributes.has(name)) element.removeAttribute(name);
  for (const [name, value] of attributes)
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

// A story of nothing, composed without the project's annotations: loading it runs the clean-ups
// the last story left (they live in Storybook's module, shared by every composed story).
const emptyStory = composeStory({ render: () => null }, { title: 'Page reset' }, {}, {}, 'Reset');

/** Unmounts the last story and puts the page back as it was before the first story file. */
export async function resetPage(): Promise<void> {
  // Focus first: TinyMCE's editable body losing it while its iframe goes away reaches
  // user-event's focus tracking with a window that no longer exists (an error of the file).
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await emptyStory.load();
  // What a story opened outside React (SweetAlert2, toasts) or left after an unmount that failed.
  closeDialog();
  dismissToasts();
  for (const child of [...document.body.children])
    if (!initial.bodyChildren.has(child)) child.remove();
  // SweetAlert2's swal2-shown and height-auto classes, overflow: hidden, inert, aria-hidden,
  // and what a screen set on <html> (lang, data attributes, style).
  restoreAttributes(document.documentElement, initial.html);
  restoreAttributes(document.body, initial.body);
  for (const child of initial.bodyChildren) {
    child.removeAttribute('inert');
    child.removeAttribute('aria-hidden');
    child.removeAttribute('data-feedback-inert');
  }
  document.title = initial.title;
  localStorage.clear();
  sessionStorage.clear();
  if (location.href !== initial.url) history.replaceState(null, '', initial.url);
  window.scrollTo(0, 0);
}
