// No tap is lost: on a throttled phone, each control of the first view that answers through the app
// is tapped the moment the page is painted, before the app has started, and must still answer.
import { expect, PHONE_ONLY, test } from './support';
import { TAP_SCENARIOS, tapAtFirstPaint } from './tapAtFirstPaint';

/** Generous: the app's start on a slowed CPU and network, then the answer. */
const ANSWER_WITHIN_MS = 20_000;

// One phone is enough: each test sets its own screen and throttling.
test.describe('a tap at the first paint', PHONE_ONLY, () => {
  for (const scenario of TAP_SCENARIOS) {
    test(`answers: ${scenario.name}`, async ({ browser, baseURL }, testInfo) => {
      const result = await tapAtFirstPaint(browser, baseURL ?? '', scenario, ANSWER_WITHIN_MS);
      const timing = `painted ${Math.round(result.paintMs)} ms, tapped ${result.tappedOn} at ${Math.round(result.tapMs)} ms (${
        result.appStartedAtTap ? 'after' : 'before'
      } the app started), answered ${result.answerMs === null ? 'never' : `${Math.round(result.answerMs)} ms later`}; dialogs: ${
        result.dialogToggles.join('; ') || 'none opened or closed'
      }`;
      testInfo.annotations.push({ type: 'timing', description: timing });
      expect(result.answerMs, `${scenario.name}: the tap was not answered (${timing})`).not.toBeNull();
    });
  }
});
