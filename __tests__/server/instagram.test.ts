// The footer feed: Instagram when a token is set, cached, and never an error for visitors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../support/build';
import { createInstagramFeed, toFeedItems, type FetchLike } from '../../server/modules/content/instagram';
import type { SocialFeedItem } from '../../src/api/types';

const demo: SocialFeedItem[] = [
  { permalink: 'https://www.instagram.com/p/demo/', media_url: '/storage/instagram/post-1.jpg' },
];

const upstream = {
  data: [
    {
      id: '1790',
      caption: 'Fresh curls',
      media_type: 'IMAGE',
      media_url: 'https://scontent.cdninstagram.com/a.jpg',
      permalink: 'https://www.instagram.com/p/AAA/',
      timestamp: '2026-01-01T10:00:00+0000',
      username: 'curlcraftstudio',
    },
    {
      id: '1791',
      media_type: 'VIDEO',
      media_url: 'https://scontent.cdninstagram.com/b.mp4',
      thumbnail_url: 'https://scontent.cdninstagram.com/b.jpg',
      permalink: 'https://www.instagram.com/reel/BBB/',
    },
    // Dropped: no permalink, and a non-https media URL.
    { id: '1792', media_type: 'IMAGE', media_url: 'https://scontent.cdninstagram.com/c.jpg' },
    {
      id: '1793',
      media_type: 'IMAGE',
      media_url: 'javascript:alert(1)',
      permalink: 'https://www.instagram.com/p/CCC/',
    },
  ],
  paging: { cursors: { before: 'x', after: 'y' } },
};

const expected: SocialFeedItem[] = [
  {
    permalink: 'https://www.instagram.com/p/AAA/',
    media_url: 'https://scontent.cdninstagram.com/a.jpg',
    caption: 'Fresh curls',
  },
  {
    permalink: 'https://www.instagram.com/reel/BBB/',
    media_url: 'https://scontent.cdninstagram.com/b.mp4',
    thumbnail_url: 'https://scontent.cdninstagram.com/b.jpg',
  },
];

function ok(body: unknown): ReturnType<FetchLike> {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
}

const silent = { warn: jest.fn() };

/** A scripted upstream: each call takes the next answer; "fail" throws like a network error. */
function scripted(...answers: unknown[]) {
  const calls: string[] = [];
  const fetch: FetchLike = (url) => {
    calls.push(url);
    const answer = answers.shift();
    if (answer === 'fail') return Promise.reject(new Error('getaddrinfo ENOTFOUND graph.instagram.com'));
    if (answer === 500) return Promise.resolve({ ok: false, status: 500, json: () => Promise.resolve({}) });
    return ok(answer);
  };
  return { fetch, calls };
}

describe('toFeedItems', () => {
  it('keeps permalink, media_url, thumbnail_url and caption of well-formed https items only', () => {
    expect(toFeedItems(upstream)).toEqual(expected);
  });

  it('throws on an answer without a data list', () => {
    expect(() => toFeedItems({ error: { message: 'Invalid OAuth access token' } })).toThrow();
  });
});

describe('createInstagramFeed', () => {
  it('serves the demo feed and never calls out without a token', async () => {
    const upstreamCalls = scripted(upstream);
    const feed = createInstagramFeed({ fetch: upstreamCalls.fetch }, () => demo, silent);
    expect(await feed.get()).toEqual(demo);
    expect(upstreamCalls.calls).toHaveLength(0);
  });

  it('asks the Graph API for the media fields with the token and caches for 15 minutes', async () => {
    let now = 1_000_000;
    const up = scripted(upstream, { data: [] });
    const feed = createInstagramFeed({ accessToken: 'tok en', fetch: up.fetch, now: () => now }, () => demo, silent);
    expect(await feed.get()).toEqual(expected);
    expect(up.calls[0]).toBe(
      'https://graph.instagram.com/me/media?fields=id,caption,media_type,media_url,permalink,thumbnail_url&access_token=tok%20en',
    );
    now += 14 * 60 * 1000;
    expect(await feed.get()).toEqual(expected);
    expect(up.calls).toHaveLength(1);
    now += 2 * 60 * 1000;
    expect(await feed.get()).toEqual([]);
    expect(up.calls).toHaveLength(2);
  });

  it('keeps serving the last good feed when Instagram fails later', async () => {
    let now = 0;
    const up = scripted(upstream, 'fail', 500, { data: [upstream.data[1]] });
    const log = { warn: jest.fn() };
    const feed = createInstagramFeed(
      { accessToken: 'secret-token', fetch: up.fetch, now: () => now, retryAfterFailureMs: 60_000 },
      () => demo,
      log,
    );
    expect(await feed.get()).toEqual(expected);
    now += 16 * 60 * 1000;
    expect(await feed.get()).toEqual(expected);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret-token');
    // Within the back-off nobody waits on a broken upstream.
    now += 30_000;
    expect(await feed.get()).toEqual(expected);
    expect(up.calls).toHaveLength(2);
    now += 31_000;
    expect(await feed.get()).toEqual(expected);
    expect(up.calls).toHaveLength(3);
    now += 61_000;
    expect(await feed.get()).toEqual([expected[1]]);
  });

  it('falls back to the demo feed when Instagram has never answered', async () => {
    const up = scripted('fail', { error: 'not a feed' });
    let now = 0;
    const feed = createInstagramFeed(
      { accessToken: 't', fetch: up.fetch, now: () => now, retryAfterFailureMs: 1 },
      () => demo,
      silent,
    );
    expect(await feed.get()).toEqual(demo);
    now += 10;
    expect(await feed.get()).toEqual(demo);
    expect(up.calls).toHaveLength(2);
  });

  it('shares one upstream request between visitors arriving together', async () => {
    let release: (value: unknown) => void = () => undefined;
    const calls: string[] = [];
    const fetch: FetchLike = (url) => {
      calls.push(url);
      return new Promise((resolve) => {
        release = () => resolve({ ok: true, status: 200, json: () => Promise.resolve(upstream) });
      });
    };
    const feed = createInstagramFeed({ accessToken: 't', fetch }, () => demo, silent);
    const pending = [feed.get(), feed.get(), feed.get()];
    release(undefined);
    expect(await Promise.all(pending)).toEqual([expected, expected, expected]);
    expect(calls).toHaveLength(1);
  });

  it('gives up on a slow upstream after the time-out', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const feed = createInstagramFeed({ accessToken: 't', fetch, timeoutMs: 50 }, () => demo, silent);
    expect(await feed.get()).toEqual(demo);
  });
});

describe('GET /api/instagram with a token', () => {
  let server: http.Server;
  let served: unknown = upstream;
  const seen: string[] = [];

  beforeAll(async () => {
    // A stand-in for graph.instagram.com on a local port, reached through the real fetch.
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      if (served === 'fail') {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves the upstream feed, then the last good one when upstream breaks', async () => {
    let now = 0;
    const { port } = server.address() as AddressInfo;
    const salon = await buildTestApp({
      prefix: 'salon-ig',
      instagram: { accessToken: 'abc', endpoint: `http://127.0.0.1:${port}/me/media`, now: () => now },
    });
    const { client } = salon;
    try {
      const first = await client({ url: '/api/instagram' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ data: expected });
      expect(seen[0]).toMatch(
        /^\/me\/media\?fields=id,caption,media_type,media_url,permalink,thumbnail_url&access_token=abc$/,
      );

      served = 'fail';
      now += 20 * 60 * 1000;
      const second = await client({ url: '/api/instagram' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ data: expected });
      expect(seen).toHaveLength(2);
    } finally {
      await salon.close();
    }
  });
});
