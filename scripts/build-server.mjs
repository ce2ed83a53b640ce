// `npm run build:server`: the content server compiled to plain JavaScript in build/, so production
// runs it with `node build/server.cjs` (deploy/salon.service), without the TypeScript loader.
// One file per program: the server, the command line (content, messages, backups), the owner
// accounts' command line, the image encoder the server forks and the thread it builds visit reports in. Packages stay in node_modules; the site's own code the server reads (the
// route contract, the API contract) is compiled in. The pages themselves are never loaded here (the
// build's dist/server/render.cjs draws them), so the route contract's lazy page imports stay out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The route contract's `import('./pages/…')`: code for the browser, never run by the server. */
const leaveOutPages = {
  name: 'leave-out-pages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.startsWith(path.join(root, 'src'))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

// Other programs named on the command line are compiled beside them the same way (bench/scale.mts
// runs its server so, as production runs): `node scripts/build-server.mjs bench/scaleServer.ts`.
const others = Object.fromEntries(process.argv.slice(2).map((file) => [path.basename(file, path.extname(file)), file]));

await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'server/index.ts',
    cli: 'server/cli.ts',
    owner: 'server/ownerCli.ts',
    imageEncoder: 'server/modules/media/imageEncoder.ts',
    reportWorker: 'server/modules/insights/reportWorker.ts',
    ...others,
  },
  outdir: 'build',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [leaveOutPages],
});
