// The parts of structured-data-testing-tool (which ships no types) that the tests use.
declare module 'structured-data-testing-tool' {
  interface Result {
    passed: { test: string }[];
    failed: { test: string }[];
    warnings: { test: string }[];
    schemas: string[];
  }
  /** Resolves with the result; rejects with { type: 'VALIDATION_FAILED', res } when a test fails. */
  export function structuredDataTest(input: string, options: { presets: unknown[] }): Promise<Result>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}
