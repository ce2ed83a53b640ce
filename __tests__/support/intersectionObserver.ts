// A stand-in IntersectionObserver the test can fire, since jsdom lays nothing out.

export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Everything observed so far comes into view. */
  static enterAll() {
    for (const observer of TestIntersectionObserver.instances)
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

/** Replaces the window's IntersectionObserver with the stand-in around every test of the file. */
export function installTestIntersectionObserver() {
  const real = window.IntersectionObserver;
  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = real;
  });
}
