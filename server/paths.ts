import path from 'node:path';

/** The repository root: relative paths in the configuration are read from here, whatever the cwd. */
export const projectRoot = path.resolve(__dirname, '..');

export function fromProjectRoot(p: string): string {
  return path.resolve(projectRoot, p);
}
