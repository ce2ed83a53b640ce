// No tap is lost: on a throttled phone, each control of the first view that answers through the app
// is tapped the moment the page is painted, before the app has started, and must still answer.
import { expect, test } from './support';
import { TAP_SCENARIOS, tapAtFirstPaint } from './tapAtFirstPaint';

/** Generous: the app's start on a slowed CPU and network, then the answer. */
const ANSWER_WITHIN_MS = 20_000;

test.describe('a tap at the first paint', () => {
  for (const scenario of TAP_SCENARIOS) {
    test(`answers: ${scenario.name}`, async ({ browser, baseURL }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'one phone is enough: the test sets its own screen and throttling');
      const result = await tapAtFirstPaint(browser, baseURL ?? '', scenario, ANSWER_WITHIN_MS);
      testInfo.annotations.push({
        type: 'timing',
        description: `painted ${Math.round(result.paintMs)} ms, tapped ${Math.round(result.tapMs)} ms (${
          result.appStartedAtTap ? 'after' : 'before'
        } the app started), answered ${result.answerMs === null ? 'never' : `${Math.round(result.answerMs)} ms later`}`,
      });
      expect(result.answerMs, `${scenario.name}: the tap was not answered`).not.toBeNull();
    });
  }
});
