import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview.tsx';

// Explicit on purpose: the addon's automatic provisioning (10.3+) fails to import React's default
// export in Vitest 5 browser mode here, while this explicit form works.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Screenshots must not depend on where an animation or a blinking caret happened to be, nor on
// whether a web font had arrived: every declared face is loaded before the first story, since
// with font-display: swap a text painted early shows in the fallback font.
beforeAll(async () => {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.append(style);
});

interface StoryContext {
  story?: ComposedStoryFn;
  task: { meta: { storyId?: string }; result?: { errors?: unknown[] } };
}

// Every story is compared with its committed baseline (stories/**/__screenshots__). A story that
// cannot be stable (a third-party iframe, say) opts out with `parameters: { screenshot: false }`.
afterEach(async (context) => {
  const { story, task } = context as unknown as StoryContext;
  if (!story || !task.meta.storyId || story.parameters.screenshot === false) return;
  if (task.result?.errors?.length) return; // the real failure is already reported
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await document.fonts.ready;
  await expect(page).toMatchScreenshot(task.meta.storyId);
});
