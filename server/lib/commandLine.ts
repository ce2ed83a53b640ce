// What the command lines share: a run's exit code, and its failure printed as a sentence.

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
