// Helpers for carousel stories: which slides the viewer can actually see.

/** Every slide of the carousels in `root` (each a group whose roledescription is slide). */
export function slidesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
}

/** Slides lying wholly inside their carousel row (1 px tolerance for sub-pixel widths). */
export function visibleSlides(root: HTMLElement): HTMLElement[] {
  return slidesIn(root).filter((slide) => {
    const viewport = slide.closest('[data-carousel-row]')?.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    if (!viewport || box.width === 0) return false;
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
}

/** Waits for the slide transition to settle (the row scrolls over a few frames). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
