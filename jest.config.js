// Three projects: the site's units and components in a browser-like DOM, the server in plain Node,
// and the lint rules that guard the site's architecture.
const shared = {
  transform: { '^.+\\.[mc]?[jt]sx?$': 'babel-jest' },
  // msw, file-type and their helpers ship ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@bundled-es-modules|until-async|rettime|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@open-draft|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js',
    '\\.(svg|png|jpe?g|webp|avif|woff2?)$': '<rootDir>/__tests__/support/fileStub.js',
  },
};

module.exports = {
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
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/lint'],
    },
  ],
};
