// The import circles among a folder's TypeScript files: a graph of their relative imports (resolved
// as the compiler resolves them), and its strongly connected components of more than one file.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface CircleOptions {
  /** Whether `import type` and `export type … from` count: they order nothing at run time. */
  typeImports: boolean;
  /** Whether a lazy `import('./…')` counts: it loads later, but still ties the two files together. */
  lazyImports?: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function isTypeOnly(statement: ts.Statement): boolean {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      clause.name === undefined &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  return ts.isExportDeclaration(statement) && statement.isTypeOnly;
}

function importsOf(file: string, options: CircleOptions): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (!options.typeImports && isTypeOnly(statement)) continue;
    specifiers.push(specifier.text);
  }
  if (options.lazyImports) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument) && argument.text.startsWith('.')) specifiers.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const compilerOptions: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler };
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
    return resolved && /\.tsx?$/.test(resolved.resolvedFileName) ? [path.resolve(resolved.resolvedFileName)] : [];
  });
}

/** Each circle as its files, relative to `dir`; none when the imports form no circle. */
export function importCircles(dir: string, options: CircleOptions): string[][] {
  const files = sourceFiles(dir);
  const graph = new Map(files.map((file) => [file, importsOf(file, options)]));
  // Tarjan's algorithm: every strongly connected component of two or more files is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(dir, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
