// The server's renderer renders the frame every page shares (top bar with its menus, footer) once
// per version of what it shows and splices it into each page (app/ssr/frame.ts): it asks the
// layout for the frame alone, the page without it, or neither, each part's place kept by an empty
// marker element the renderer replaces. The parts keep their place among their siblings, so the
// ids React gives (useId) are the same as in the whole page. The browser always renders the whole.
import { createContext } from 'react';

/** What the layout renders: all of it; the frame with a marker for the screen; the screen with markers for the frame; markers only. */
export type FrameSlots = 'whole' | 'frame' | 'screen' | 'markers';

export const FrameSlotsContext = createContext<FrameSlots>('whole');

/** The parts the renderer splices. */
export type SlotName = 'top' | 'screen' | 'foot';

/** The marker of `name` as the renderer finds it in the HTML. */
export const slotMarker = (name: SlotName) => `<template data-slot="${name}"></template>`;

/** The empty element that keeps a part's place. */
export function SlotMarker({ name }: { name: SlotName }) {
  return <template data-slot={name} />;
}
