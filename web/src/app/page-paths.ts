// Which page module (web/src/app/routes/<module>.tsx) each path opens, as web/src/app/router.tsx routes
// them, for the build: web/build/route-chunks-plugin.ts lists each page's chunks and the server names
// them in that page's HTML, so a first visit fetches them alongside the entry instead of after it.
// A path missing here only loses its early fetch.
// Plain data (no React): web/vite.config.ts imports it.
export const PAGE_PATHS: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/', 'home'],
  ['/search', 'search'],
  ['/venue/:id', 'venue-detail'],
  ['/venues/:id', 'venue-detail'],
  ['/venues/:id/book', 'booking'],
  ['/timeline', 'timeline'],
  ['/planning', 'planning'],
  ['/venue-dashboard', 'venue-dashboard'],
  ['/list-venue', 'list-venue'],
  ['/sign-in', 'sign-in'],
  ['/sign-up', 'sign-up'],
  ['/reset-password', 'reset-password'],
  ['/verify-email', 'verify-email'],
  ['/compare', 'compare'],
  ['/countdown', 'countdown'],
  ['/vendor-dashboard', 'vendor-dashboard'],
  ['/vendors/:id', 'vendor-profile'],
  ['/rsvp/:token', 'rsvp'],
  ['/shared/timeline/:token', 'shared-timeline'],
  ['/shared/analytics/:token', 'shared-analytics'],
  ['/moodboard/:id', 'moodboard-share'],
  ['/invitations/:token', 'invitation'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/account', 'account'],
];
