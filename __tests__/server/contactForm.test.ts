// POST /contact: the contact page's own form, posted without the app. The same intake as the JSON
// call (its limits shared with it, the honeypot, one copy of a message sent twice), answered with
// pages: a redirect on success, the drawn page with the messages and the words kept on a refusal,
// every answer private.
import Database from 'better-sqlite3';
import { testAppForAll } from '../support/build';

const server = testAppForAll({
  prefix: 'salon-contact-form',
  drawPages: true,
  contactRateLimit: { perMinute: 3, perDay: 100 },
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return server.client({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    payload: form(fields),
  });
}

function storedEmails(): string[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT email FROM contact_messages ORDER BY id').all() as { email: string }[]).map(
      (row) => row.email,
    );
  } finally {
    db.close();
  }
}

const message = (email: string) => ({
  first_name: 'Amara',
  last_name: 'Okafor',
  email,
  mobile: '5035550199',
  message: 'Hello! Do you have a slot for a curl cut next week?',
  website: '',
});

/** The text of the element holding the page's answer to the post, tags left out. */
function summary(html: string): string[] {
  const block = /<div class="contact-form__notice contact-form__notice--failed"[^>]*>([\s\S]*?)<\/ul><\/div>/.exec(
    html,
  );
  return [...(block?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1] ?? '');
}

describe('the contact form posted without the app', () => {
  it('stores the message and redirects to the contact page saying it was sent, kept by no cache', async () => {
    const response = await postForm(message('form.sent@example.com'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(storedEmails()).toContain('form.sent@example.com');

    const page = await server.client({ url: '/contact?sent=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('contact-form__notice--sent');
  });

  it("answers a refusal with the page: the messages in the spec's order, and the visitor's words", async () => {
    const response = await postForm({
      first_name: '',
      last_name: '',
      email: 'not-an-email',
      mobile: '12',
      message: 'Hi <b>there</b>, a question',
      website: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const messages = summary(response.body);
    // First name, email, mobile, last name, then message (spec §5).
    expect(messages.map((text) => /first name|email|mobile|last name|message/.exec(text)?.[0])).toEqual([
      'first name',
      'email',
      'mobile',
      'last name',
    ]);
    // The words kept, as text (never markup), and carried for the app to start from.
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).toContain('Hi &lt;b&gt;there&lt;/b&gt;, a question</textarea>');
    expect(response.body).toMatch(/<script id="contact-form-echo" type="application\/json">\{"values":/);
    expect(response.body).not.toContain('<b>there</b>');
  });

  it('thanks a program that fills in the honeypot, and stores nothing', async () => {
    const response = await postForm({ ...message('form.bot@example.com'), website: 'https://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(storedEmails()).not.toContain('form.bot@example.com');
  });

  it('stores a message sent twice once', async () => {
    await postForm(message('form.twice@example.com'));
    await postForm(message('form.twice@example.com'));
    expect(storedEmails().filter((email) => email === 'form.twice@example.com')).toHaveLength(1);
  });

  it("applies the JSON call's text checks: bytes that are not UTF-8, raw or escaped, and invisible characters", async () => {
    const before = storedEmails().length;
    const fields = form(message('form.bytes@example.com')).replace(/message=[^&]*/, 'message=Hello');
    const raw = await server.client({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: Buffer.concat([
        Buffer.from(fields.split('message=Hello')[0] + 'message=Hello'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`there${fields.split('message=Hello')[1]}`),
      ]),
    });
    for (const response of [
      raw,
      await server.client({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: fields.replace('message=Hello', 'message=Hello%ED%A0%80there'),
      }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(summary(response.body)).toEqual(['The message field contains bytes that are not valid UTF-8 text.']);
    }
    const invisible = await postForm(message('amara\u200B@example.com'));
    expect(invisible.statusCode).toBe(422);
    expect(summary(invisible.body)).toEqual(['The email field must not contain invisible characters.']);
    expect(storedEmails().length).toBe(before);
  });

  it('refuses a post from another site, and anything but the form', async () => {
    const crossSite = await postForm(message('form.csrf@example.com'), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const json = await server.client({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json' },
      payload: message('form.json@example.com'),
    });
    expect(json.statusCode).toBe(415);
    expect(storedEmails()).not.toEqual(expect.arrayContaining(['form.csrf@example.com', 'form.json@example.com']));
    const put = await server.client({ method: 'PUT', url: '/contact' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('one set of limits for both ways in', () => {
  it('counts the JSON call and the form together, and answers the form over its limit with the page', async () => {
    // Three a minute: what the earlier tests stored from this address already counts.
    const limited = await postForm(message('form.limited@example.com'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(summary(limited.body).join(' ')).toMatch(/Please try again/);
    expect(limited.body).toContain('value="form.limited@example.com"');

    const json = await server.client({
      method: 'POST',
      url: '/api/submit-contact-form',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: message('json.limited@example.com'),
    });
    expect(json.statusCode).toBe(429);
    expect(json.headers['cache-control']).toBe('private, no-store');
    expect(storedEmails()).not.toEqual(
      expect.arrayContaining(['form.limited@example.com', 'json.limited@example.com']),
    );
  });
});
