// Import boundaries, checked in CI by `npm run lint:deps`. It cruises twice: the server folders
// with tsconfig.json, the web app with web/tsconfig.json (whose paths give @/ and @domain/).
//
//   domain/          pure: imports only itself and the few pure libraries listed below
//   adapters/, cli/  the outside; adapters never reach into cli/ or web/, cli/ never into adapters/http/
//   web/src/         app -> features -> shared -> ui, lib, types; a feature never imports another one

/** Pure libraries the domain may use (no I/O, no framework). */
const DOMAIN_LIBRARIES = ['papaparse'];

const nodeModule = (name) => `^node_modules/(@types/)?${name.replace('/', '__')}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment: 'The domain imports nothing outside domain/ but the pure libraries in DOMAIN_LIBRARIES: no adapters, cli, web, framework or Node built-in.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', ...DOMAIN_LIBRARIES.map(nodeModule)] },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'Node built-ins are I/O; the domain reaches them only through its ports.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-not-to-cli-or-web',
      comment: 'Adapters serve cli/ and web/, never the other way round.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(cli|web)/' },
    },
    {
      name: 'cli-not-to-http',
      comment: 'The CLI is its own transport: what it shares with the API (presenters) lives outside adapters/http/.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^adapters/http/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app may import pure code from domain/, never the server.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(adapters|cli)/' },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A feature does not import another feature; what several features need lives in web/src/shared/ (or ui/, lib/).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'features-not-to-app',
      comment: 'The app composes features; features do not reach back into the app shell or routes.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-layers-not-to-features',
      comment: 'shared/, ui/, lib/ and types/ sit under the features: they never import a feature or the app.',
      severity: 'error',
      from: { path: '^web/src/(shared|ui|lib|types)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'ui-and-lib-not-to-shared',
      comment: 'The shared layer builds on ui/ and lib/, not the other way round.',
      severity: 'error',
      from: { path: '^web/src/(ui|lib)/' },
      to: { path: '^web/src/shared/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'Every import resolves (a mistyped @/ or @domain/ alias fails here, not in the bundle); virtual: modules come from a Vite plugin.',
      severity: 'error',
      from: { path: '^(domain|adapters|cli|web/src)/' },
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|coverage|test-results)/' },
    // Type-only imports count: `import type` from the server is as much a boundary breach.
    tsPreCompilationDeps: true,
    // Package "exports" (subpaths such as @electric-sql/pglite/contrib/pg_trgm) resolve as Node resolves them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
