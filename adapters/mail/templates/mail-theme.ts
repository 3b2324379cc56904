// The brand of web/src/theme.ts, restated for mail: clients ignore stylesheets and web fonts,
// so templates style inline with these values and web-safe font stacks.

export const mailColors = {
  cream: '#f7f1e6',
  creamDeep: '#efe6d6',
  surface: '#fffdf9',
  border: '#e3d7c3',
  oak: '#2f4a3a',
  sage: '#8fa68e',
  sageLight: '#dde5d8',
  terracotta: '#a84d2a',
  terracottaLight: '#f6ddd0',
  ink: '#2a2620',
  inkMuted: '#6b6257',
  white: '#ffffff',
} as const;

export const mailFonts = {
  display: "Georgia, 'Times New Roman', Times, serif",
  body: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

/** Pixels, not rem: several mail clients ignore rem. */
export const mailSizes = {
  contentWidth: 600,
  small: '13px',
  body: '16px',
  heading: '26px',
  brand: '22px',
  radius: '8px',
} as const;
