// Every visual token of the app lives here: colours, type, spacing, radii, shadows,
// breakpoints. Styled components read them from the theme; no raw values elsewhere.

const colors = {
  // Limestone and caliche: backgrounds and surfaces.
  cream: '#f7f1e6',
  creamDeep: '#efe6d6',
  surface: '#fffdf9',
  surfaceMuted: '#fbf8f2',
  border: '#e3d7c3',
  borderStrong: '#cdbb9f',
  // Live oak and sage.
  oak: '#2f4a3a',
  oakDeep: '#24382c',
  oakHover: '#3b5c48',
  sage: '#8fa68e',
  sageLight: '#dde5d8',
  sageText: '#b9c6b3',
  // Terracotta accent: primary calls to action.
  terracotta: '#a84d2a',
  terracottaHover: '#8e3f21',
  terracottaLight: '#f6ddd0',
  terracottaText: '#8a3f22',
  terracottaOnDark: '#f0a27f',
  // Bluebonnet: focus rings and informational accents.
  bluebonnet: '#3f5ba9',
  bluebonnetLight: '#dfe5f5',
  sunlight: '#f2d6a2',
  // Text.
  ink: '#2a2620',
  inkMuted: '#6b6257',
  onDark: '#f7f1e6',
  onDarkMuted: '#e9e1d0',
  white: '#ffffff',
  // States.
  danger: '#a23b2a',
  dangerLight: '#f8e1dc',
  success: '#2f6b45',
  successLight: '#dcebdf',
  star: '#c98a1b',
  backdrop: 'rgba(26, 36, 29, 0.5)',
  headerBackground: 'rgba(247, 241, 230, 0.9)',
  skeleton: '#ebe2d2',
  skeletonShine: '#f5efe4',
} as const;

const gradients = {
  dawn: `linear-gradient(180deg, #f1dcbc 0%, #f6e9d6 42%, ${colors.cream} 100%)`,
  sunGlow: 'radial-gradient(circle at 78% 18%, rgba(242, 214, 162, 0.9) 0, rgba(242, 214, 162, 0) 32%)',
  placeholder: `linear-gradient(180deg, #f3e3c8 0%, ${colors.creamDeep} 100%)`,
} as const;

const fonts = {
  display: "'Fraunces', Georgia, 'Times New Roman', serif",
  body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  hero: 'clamp(2.25rem, 1.6rem + 3.2vw, 4rem)',
  section: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.15, snug: 1.3, normal: 1.55, relaxed: 1.7 } as const;

const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  2.5: '0.625rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

const radii = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

const shadows = {
  sm: '0 1px 2px rgba(60, 44, 24, 0.06), 0 1px 3px rgba(60, 44, 24, 0.08)',
  md: '0 4px 12px rgba(60, 44, 24, 0.08), 0 2px 4px rgba(60, 44, 24, 0.05)',
  lg: '0 18px 40px rgba(60, 44, 24, 0.12), 0 6px 12px rgba(60, 44, 24, 0.06)',
  focus: `0 0 0 3px ${colors.surface}, 0 0 0 5px ${colors.bluebonnet}`,
} as const;

const sizes = {
  container: '1200px',
  containerWide: '1360px',
  prose: '40rem',
  headerHeight: '4.5rem',
  sideMenu: '20rem',
  toastMax: '420px',
  icon: '1.25rem',
  iconSm: '1rem',
  control: '2.75rem',
  border: '1px',
} as const;

/** Min-widths in px; `media` below builds the queries. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const transitions = {
  fast: '120ms ease',
  base: '200ms ease',
  slide: '260ms cubic-bezier(0.22, 1, 0.36, 1)',
} as const;

const zIndices = { raised: 1, header: 40, overlay: 50, menu: 60, toast: 80, tooltip: 90 } as const;

export const theme = {
  colors,
  gradients,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  sizes,
  breakpoints,
  media,
  transitions,
  zIndices,
} as const;

export type Theme = typeof theme;
