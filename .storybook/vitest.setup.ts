import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview.tsx';
import { NEVER_ANSWERED_EVENT } from '../mocks/scenarios.ts';
import { setMockDelay } from '../mocks/respond.ts';

// Explicit on purpose: the addon's automatic provisioning (10.3+) fails to import React's default
// export in Vitest 5 browser mode here, while this explicit form works.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Two story files run at once on two cores (vitest.config.ts maxWorkers): a screen whose data
// arrives in a few requests can take more than Testing Library's default second to show them.
// findBy and waitFor return as soon as they succeed, so only a failing query waits this long.
configure({ asyncUtilTimeout: 5000 });

// The mock API answers after 150 ms in a browser, so that Storybook shows a screen loading as a
// server would. Under test that time was only waiting, paid again by every answer a story waits
// for in turn (docs/decisions.md, session 21: Products.stories 136 s -> 102 s in one sitting). A
// story about a slow answer or a loading state asks for it itself (scenario.slow, scenario.loading,
// its own delayMs), and waits for the answers it shows (findBy, waitFor).
setMockDelay(0);

// Requests under way, so a screenshot waits for the answers a story is still rendering. Looked up
// per call by the API client, so counting here sees every call a story makes. Each story counts
// its own: a Loading story's request never ends, and counted across stories it held every later
// story of its file at the full wait below (a second each, a third of the suite's time).
let requestsInFlight = new Set<Promise<Response>>();
const pageFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  const story = requestsInFlight;
  const answer = pageFetch(...args);
  story.add(answer);
  answer.then(
    () => story.delete(answer),
    () => story.delete(answer),
  );
  return answer;
};
// Requests of this story the mock API holds unanswered on purpose (a Loading story): not waited for.
let neverAnswered = 0;
window.addEventListener(NEVER_ANSWERED_EVENT, () => (neverAnswered += 1));
beforeEach(() => {
  requestsInFlight = new Set();
  neverAnswered = 0;
});

/** Waits until no request of this story is under way but those held on purpose (bounded), then two frames. */
async function requestsSettled(limitMs = 1000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (requestsInFlight.size > neverAnswered && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

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

/** Only what the viewport shows is in the screenshot; a lazy image below it never loads. */
function isInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth
  );
}

/** Waits until every image on the page has loaded (or failed) and decoded, so none is half-painted. */
async function imagesDecoded(): Promise<void> {
  await Promise.all(
    [...document.images].filter(isInViewport).map(async (image) => {
      if (!image.complete) {
        // A lazy image off-screen never loads: wait a bounded time, not forever.
        await new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, 2000);
        });
      }
      await image.decode().catch(() => undefined);
    }),
  );
}

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
  await requestsSettled();
  await document.fonts.ready;
  await imagesDecoded();
  await expect(page).toMatchScreenshot(task.meta.storyId);
});
