// What the command lines share: a run's exit code, its failure printed as a sentence, and standard
// input read a line at a time.

/**
 * Sets the process's exit code from the command's own, or prints its failure. Failure until the
 * command says otherwise: work that never settles must not pass for success.
 */
export function exitWith(run: Promise<number>): void {
  process.exitCode = 1;
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/** Standard input's lines, one at a time (read to its end first), for a password piped in. */
export function pipedLines(input: NodeJS.ReadableStream): () => Promise<string | null> {
  const all = (async () => {
    let text = '';
    for await (const chunk of input) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    return text.split(/\r?\n/);
  })();
  let next = 0;
  return async () => {
    const lines = await all;
    const line = lines[next++];
    return line === undefined || (next === lines.length && line === '') ? null : line;
  };
}
