// Five projects: the site's units and components in a browser-like DOM, the server in plain Node,
// the deploy folder with the real nginx, the lint rules that guard the site's architecture, and the
// visitor's journeys in Firefox and WebKit (e2e/engines, npm run test:engines).
const shared = {
  transform: { '^.+\\.[mc]?[jt]sx?$': 'babel-jest' },
  // msw, file-type and their helpers ship ESM only; so does `cookie`, which @fastify/cookie imports dynamically.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@bundled-es-modules|until-async|rettime|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@open-draft|@fastify/cookie|cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js',
    '\\.(svg|png|jpe?g|webp|avif|woff2?)$': '<rootDir>/__tests__/support/fileStub.js',
  },
};

module.exports = {
  // Tests start the real server, encode images and video, render whole pages and run the command
  // line: a limit that only catches a hang, not jest's 5 s, which a busy machine takes for such
  // work. Jest reads it for the whole run only (a project's own is ignored).
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'site',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      roots: ['<rootDir>/__tests__/site'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupSite.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
    },
    {
      ...shared,
      // nginx in front of the compiled server (npm run test:deploy, after npm run build).
      displayName: 'deploy',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/deploy'],
    },
    {
      ...shared,
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/lint'],
    },
    {
      ...shared,
      // The built site in Firefox ESR and WebKitGTK, one browser at a time (run with --runInBand).
      displayName: 'engines',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e/engines'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
