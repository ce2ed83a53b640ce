// Builds the site into dist/ (DESIGN.md contract): lazy chunks at static/js/<name>.<hash>.chunk.js.
// With `--env ssr`, builds the server render of its pages instead, into dist/server/render.cjs
// (the content server loads it, and never serves it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ENTRY_SCRIPT_ATTRIBUTE } from './src/api/contract';
import { pageRoutes } from './src/routes';

const contentServer = process.env.DEV_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Where the build goes: DIST_DIR, as the content server reads it (dist/ by default). */
const distDir = path.resolve(__dirname, process.env.DIST_DIR?.trim() || 'dist');

/** The chunk group src/boot/entry.ts starts once the page is shown: the app, which every page needs. */
const APP_CHUNK = 'app';

/** The page's own small script (src/boot/head.ts), written into the HTML's head rather than linked. */
const HEAD_ENTRY = 'head';
/** The entry (src/boot/entry.ts), written into the end of the page's body. */
const MAIN_ENTRY = 'main';

/**
 * Writes route-assets.json (each named chunk group's JS and CSS files), so the server can name the
 * scripts and styles of the page it is sending, and links the app's styles in the HTML (a drawn page
 * needs them at once). The app's scripts are fetched by the entry, once the first view is shown.
 */
class FirstViewAssetsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FirstViewAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstViewAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const groups = chunkGroupFiles(compilation);
          // The server finds a page's chunk by the page's id in the route contract.
          for (const route of pageRoutes) {
            if (!groups[route.id]) {
              compilation.errors.push(
                new webpack.WebpackError(`src/routes.ts: the page "${route.id}" has no chunk of that name.`),
              );
            }
          }
          compilation.emitAsset('route-assets.json', new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstViewAssetsPlugin', (data) => {
        const groups = chunkGroupFiles(compilation);
        /** An entry's script as code to write into the page, its tag taken out; null if it has none. */
        const inlined = (entry: string, attributes: Record<string, boolean> = {}) => {
          const file = (groups[entry] ?? []).find((name) => name.endsWith('.js'));
          const source = file ? compilation.getAsset(file)?.source.source() : undefined;
          if (!file || typeof source !== 'string') return null;
          data.headTags = data.headTags.filter((tag) => tag.attributes.src !== `/${file}`);
          // Its source map sits beside the file: named by its path, not relative to the page.
          const code = source.replace(/(\n?\/\/# sourceMappingURL=)(\S+)\s*$/, (_, comment: string, map: string) =>
            map.startsWith('data:') ? `${comment}${map}` : `${comment}/${path.posix.dirname(file)}/${map}`,
          );
          return HtmlWebpackPlugin.createHtmlTagObject('script', attributes, code.trim());
        };
        // Written into the page, the server's policy allows them by their hashes (server/modules/site/inlineScripts.ts).
        // The head's script runs as the head is read, before anything is drawn: first in it.
        const head = inlined(HEAD_ENTRY);
        if (head) data.headTags.unshift(head);
        // The entry's bytes come with the page, while the first view's pictures are on their way,
        // rather than as a request of its own that shares the line with them: last in the body, it
        // runs once the page is read, as a deferred script would.
        const entry = inlined(MAIN_ENTRY, { [ENTRY_SCRIPT_ATTRIBUTE]: true });
        if (entry) data.bodyTags.push(entry);
        data.headTags.push(
          ...(groups[APP_CHUNK] ?? [])
            .filter((file) => file.endsWith('.css'))
            .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `/${file}` })),
        );
        return data;
      });
    });
  }
}

/** Each named chunk group's JS and CSS files. */
function chunkGroupFiles(compilation: webpack.Compilation): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    groups[name] = group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => /\.(js|css)$/.test(f));
  }
  return groups;
}

/**
 * pdf.js's data for the standard PDF fonts (Helvetica, Times…), which a catalogue may use without
 * embedding them: served by the site, in a folder named by pdf.js's version (its files are asked for
 * by name, so they cannot carry a hash of their own).
 */
const PDF_STANDARD_FONTS_PATH = `static/pdfjs-${
  (JSON.parse(readFileSync(require.resolve('pdfjs-dist/package.json'), 'utf8')) as { version: string }).version
}/standard_fonts/`;

const ASSET_FILENAME = 'static/media/[name].[contenthash:8][ext]';
const ASSET_TEST = /\.(woff2?|png|jpe?g|gif|webp|avif|svg)$/;
const TYPESCRIPT_RULE: webpack.RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'ESNext' } } },
};

/**
 * Module resolution, the same in both builds. react-router's package sends every bundler to its
 * development build, which warns on the console; a production build takes its production build.
 */
function resolveFor(production: boolean): webpack.ResolveOptions {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: production
      ? {
          'react-router$': path.join(
            path.dirname(require.resolve('react-router/package.json')),
            'dist/production/index.mjs',
          ),
        }
      : {},
  };
}

/** Build-time settings (README, "Configuration"), the same in the browser's code and the server render. */
function buildSettings(production: boolean) {
  const currency = process.env.PRICE_CURRENCY?.trim() ?? '';
  if (currency !== '' && !/^[A-Za-z]{3}$/.test(currency)) {
    throw new Error(`PRICE_CURRENCY must be an ISO 4217 currency code such as USD, EUR or GBP (it is "${currency}").`);
  }
  const locale = process.env.SITE_LOCALE?.trim() ?? '';
  if (locale !== '' && !/^[a-z]{2}_[A-Z]{2}$/.test(locale)) {
    throw new Error(`SITE_LOCALE must be a language and territory such as en_US or en_GB (it is "${locale}").`);
  }
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    'process.env.STORAGE_BASE_URL': JSON.stringify(process.env.STORAGE_BASE_URL ?? ''),
    'process.env.BOOKING_URL': JSON.stringify(process.env.BOOKING_URL ?? ''),
    'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    'process.env.PRICE_CURRENCY': JSON.stringify(currency),
    'process.env.SITE_LOCALE': JSON.stringify(locale),
    // null when unset, so that an empty tagline can be asked for.
    'process.env.BRAND_NAME': JSON.stringify(process.env.BRAND_NAME ?? null),
    'process.env.BRAND_TAGLINE': JSON.stringify(process.env.BRAND_TAGLINE ?? null),
    'process.env.PDF_STANDARD_FONTS_URL': JSON.stringify(`/${PDF_STANDARD_FONTS_PATH}`),
  });
}

/** The server render: one Node module, styles and files left to the browser build that names them alike. */
function serverRenderConfig(production: boolean): webpack.Configuration {
  return {
    name: 'server-render',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { render: './src/renderPage.tsx' },
    output: {
      path: path.join(distDir, 'server'),
      publicPath: '/',
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    devtool: false,
    resolve: resolveFor(production),
    // pdf.js only ever runs in the browser, after the page is shown.
    externals: { 'pdfjs-dist': 'commonjs pdfjs-dist' },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'] },
        { test: ASSET_TEST, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      buildSettings(production),
      new MiniCssExtractPlugin(),
      // Code the browser loads on demand is simply part of the module here.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Readable stack traces in the server's log; the file is never downloaded.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (
  env: { ssr?: boolean },
  argv: { mode?: 'production' | 'development' },
): webpack.Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  if (env.ssr) return serverRenderConfig(production);
  return {
    mode: production ? 'production' : 'development',
    // The support matrix (package.json's browserslist) decides the code webpack itself writes; the
    // site's own is written as ES2022 (tsconfig.json), which every browser of the matrix runs.
    target: 'browserslist',
    entry: { [MAIN_ENTRY]: './src/boot/entry.ts', [HEAD_ENTRY]: './src/boot/head.ts' },
    output: {
      path: distDir,
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: ASSET_FILENAME,
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolveFor(production),
    module: {
      rules: [
        TYPESCRIPT_RULE,
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', 'postcss-loader'],
        },
        { test: ASSET_TEST, type: 'asset/resource' },
      ],
    },
    plugins: [
      buildSettings(production),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new FirstViewAssetsPlugin(),
      new CopyPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] } },
          {
            from: path.dirname(require.resolve('pdfjs-dist/standard_fonts/LICENSE_FOXIT')),
            to: PDF_STANDARD_FONTS_PATH,
          },
        ],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'static/css/[name].[contenthash:8].css',
              chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
            }),
            // V8's explicit compile hint: each chunk is compiled as it streams in, off the main
            // thread, rather than function by function on the main thread as it first runs (a chunk
            // is fetched when it is about to run). After minification (which would drop the
            // comment), before the source maps.
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              include: /\.chunk\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            // Pre-compressed copies: the server sends them as they are, no work per request.
            new CompressionPlugin({
              test: /\.(js|mjs|css|html|svg|json|txt|ttf|pfb)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
            }),
            new CompressionPlugin({
              test: /\.(js|mjs|css|html|svg|json|txt|ttf|pfb)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        // Pages share small parts (the carousel, pictures, rich text): each page's chunk keeps its
        // own copy rather than a first visit fetching them as one more file, which compresses less
        // and costs every page that shares it a few hundred bytes. Large shared code is still split.
        minSize: 30_000,
        cacheGroups: {
          // The libraries the app starts with, in one file apart from the app's own code, which changes
          // more often. One file is evaluated in one task after the first view is shown; split in
          // smaller files, Lighthouse's simulation cannot tell that they run after the first paint
          // and charges their download to it. The app's start-up runs its modules in short tasks of
          // their own (src/boot/entry.ts).
          appLibraries: {
            test: /[\\/]node_modules[\\/]/,
            name: 'app-libraries',
            chunks: (chunk) => chunk.name === APP_CHUNK,
            enforce: true,
          },
        },
      },
      minimizer: [
        // pdf.js's worker ships minified; minifying it again costs seconds and saves nothing.
        // Every supported browser reads ES2020, and webpack wraps each file in a function of its own:
        // both let the minifier write shorter code. (package.json's sideEffects says that the site's
        // modules do nothing on import but their CSS, so that an import whose exports go unused costs
        // nothing.)
        new TerserPlugin({
          exclude: /pdf\.worker/,
          terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
        }),
        new CssMinimizerPlugin(),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/storage'], target: contentServer }],
    },
  };
};
