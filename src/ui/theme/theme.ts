/** Design tokens: every spacing, colour, radius, font size and breakpoint comes from here. */
export const theme = {
  color: {
    brand: '#0b4f8a',
    brandStrong: '#083a66',
    brandSoft: '#e6f0f9',
    accent: '#f29f05',
    text: '#1d2530',
    textMuted: '#4d5866',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6f9',
    border: '#c9d1db',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1a7f37',
    successSoft: '#e7f5ec',
    warning: '#8a5a00',
    focus: '#1f6feb',
    // Added for the primitives: form-control borders need 3:1 against white (WCAG 1.4.11);
    // `border` (1.5:1) stays for dividers and cards.
    borderStrong: '#6b7684',
    dangerStrong: '#8f1c13',
    warningSoft: '#fff4e0',
    overlay: 'rgba(16, 24, 40, 0.55)',
  },
  space: {
    0: '0',
    50: '2px',
    100: '4px',
    200: '8px',
    300: '12px',
    400: '16px',
    500: '20px',
    600: '24px',
    800: '32px',
    1000: '40px',
    1200: '48px',
    1600: '64px',
  },
  radius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  font: {
    // 'Katalog Simbol' (GlobalStyle.ts) draws what Poppins lacks ('→'), so no glyph of ours
    // falls through to the machine's fonts.
    family: "'Poppins', 'Katalog Simbol', system-ui, -apple-system, 'Segoe UI', sans-serif",
    size: {
      100: '12px',
      200: '14px',
      300: '16px',
      400: '18px',
      500: '20px',
      600: '24px',
      700: '32px',
      800: '40px',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
    large: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  /** SPEC 2.2: carousels switch from 1 item to 4 or 5 at 1024 px. */
  breakpoint: { mobile: '360px', tablet: '768px', desktop: '1024px', wide: '1440px' },
  /** Fixed sizes of the primitives: control heights, icon boxes, modal widths, popover height. */
  size: {
    control: { small: '32px', medium: '40px', large: '48px' },
    icon: { small: '16px', medium: '20px', large: '24px' },
    modal: { small: '400px', medium: '560px', large: '960px' },
    popoverMaxHeight: '280px',
    popoverMinWidth: '160px',
    switchTrack: { width: '40px', height: '24px' },
  },
  // popover sits above modals (a Select inside a modal) and below alerts (sweetalert2 uses 1060).
  zIndex: { dropdown: 100, sticky: 200, modal: 1000, popover: 1050, toast: 1100 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Theme = typeof theme;

/** Media query for "from the tablet breakpoint up" (768 px): below it is a phone. */
export const fromTablet = `@media (min-width: ${theme.breakpoint.tablet})`;

/** Media query for "from the desktop breakpoint up" (SPEC's 1024 px). */
export const fromDesktop = `@media (min-width: ${theme.breakpoint.desktop})`;
