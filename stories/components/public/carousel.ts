// Helpers for carousel stories: which slides the viewer can actually see.

/** Every slide of the carousels in `root` (the a11y module gives them role group + roledescription). */
export function slidesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
}

/** Slides lying wholly inside their swiper viewport (1 px tolerance for sub-pixel widths). */
export function visibleSlides(root: HTMLElement): HTMLElement[] {
  return slidesIn(root).filter((slide) => {
    const viewport = slide.closest('.swiper')?.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    if (!viewport || box.width === 0) return false;
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
}

/** Waits for the slide transition to settle (animations are off in tests, but swiper uses a frame). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
