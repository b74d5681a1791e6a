import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listen, type FakeServer } from './fake-servers';

/** A meeting the fake BigBlueButton was asked to create, with the passwords it was given. */
export type FakeBbbMeeting = { meetingID: string; name: string; attendeePW: string; moderatorPW: string };

export type FakeBbb = FakeServer & {
  /** The API address an organiser enters, ending in /bigbluebutton/. */
  apiUrl: string;
  meetings: Map<string, FakeBbbMeeting>;
  /** How many create calls arrived, duplicates included. */
  creates: () => number;
};

const xml = (fields: Record<string, string>) =>
  `<response>${Object.entries(fields)
    .map(([key, value]) => `<${key}>${value}</${key}>`)
    .join('')}</response>`;

/**
 * A BigBlueButton API under /bigbluebutton/api/ that checks every call's checksum as the real
 * server does (the hash of call name, query string without the checksum, and the shared secret,
 * with the algorithm of its `getChecksum` setting) and answers its XML: `create` (a second create
 * of the same meetingID answers SUCCESS with `duplicateWarning`), `getMeetings`, and `join`, which
 * checks the password against the meeting's and answers a page naming who joined in which role.
 */
export async function startFakeBbb(secret: string, algorithm: 'sha256' | 'sha1' = 'sha256'): Promise<FakeBbb> {
  const meetings = new Map<string, FakeBbbMeeting>();
  let creates = 0;
  const server = await listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/bigbluebutton\/api\/(\w+)$/.exec(url.pathname);
    if (!match) {
      res.statusCode = 404;
      return void res.end('Not found');
    }
    const callName = match[1]!;
    const query = (req.url ?? '').split('?')[1] ?? '';
    const withoutChecksum = query.replace(/&?checksum=[0-9a-f]*$/, '');
    const expected = crypto.createHash(algorithm).update(callName + withoutChecksum + secret).digest('hex');
    res.setHeader('Content-Type', 'text/xml');
    if (url.searchParams.get('checksum') !== expected) {
      return void res.end(xml({ returncode: 'FAILED', messageKey: 'checksumError', message: 'Checksums do not match' }));
    }
    const params = url.searchParams;
    const meetingID = params.get('meetingID') ?? '';
    if (callName === 'getMeetings') return void res.end(xml({ returncode: 'SUCCESS', meetings: '' }));
    if (callName === 'create') {
      creates++;
      const known = meetings.get(meetingID);
      if (!known) {
        meetings.set(meetingID, { meetingID, name: params.get('name') ?? '', attendeePW: params.get('attendeePW') ?? '', moderatorPW: params.get('moderatorPW') ?? '' });
      }
      const duplicate: Record<string, string> = known ? { messageKey: 'duplicateWarning', message: 'This conference was already in existence' } : {};
      return void res.end(xml({ returncode: 'SUCCESS', meetingID, ...duplicate }));
    }
    if (callName === 'join') {
      const meeting = meetings.get(meetingID);
      const role = params.get('role');
      const password = params.get('password');
      const expectedPassword = role === 'MODERATOR' ? meeting?.moderatorPW : meeting?.attendeePW;
      if (!meeting || password !== expectedPassword) {
        return void res.end(xml({ returncode: 'FAILED', messageKey: 'invalidPassword', message: 'The password is wrong' }));
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return void res.end(`<!doctype html><title>BigBlueButton</title><h1>${params.get('fullName')} joined ${meeting.name} as ${role}</h1>`);
    }
    res.end(xml({ returncode: 'FAILED', messageKey: 'unsupportedRequest', message: 'This request is not supported' }));
  });
  return { ...server, apiUrl: `${server.url}/bigbluebutton/`, meetings, creates: () => creates };
}

/** A Jitsi Meet server as far as the test connection looks: its external API script. */
export function startFakeJitsi(): Promise<FakeServer> {
  return listen((req, _body, res) => {
    if (req.url === '/external_api.js') {
      res.setHeader('Content-Type', 'application/javascript');
      return void res.end('function JitsiMeetExternalAPI() {}');
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!doctype html><title>Jitsi Meet</title>');
  });
}

/** What the fake Microsoft knows: one tenant, its app and secret, and the users the app may create meetings for. */
export type FakeMicrosoftSetup = { tenantId: string; clientId: string; clientSecret: string; organiser: string };

export type FakeMicrosoft = FakeServer & {
  /** The meetings Graph created, by id, with the body it was sent; deleted ones are removed. */
  meetings: Map<string, { subject: string; startDateTime: string; endDateTime: string; joinWebUrl: string }>;
  /** How many tokens were issued and meetings created. */
  tokensIssued: () => number;
  creates: () => number;
  /** Makes Graph answer every meeting call with this status (403: no access policy), or as it should (null). */
  refuseMeetings: (status: number | null) => void;
};

const json = (res: ServerResponse, status: number, body: object) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};

/** The admin's answer as Microsoft sends it back to the app's redirect address. */
function consentRedirect(redirectUri: string, answer: Record<string, string>): string {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * Microsoft's admin consent page for `setup`'s app: `GET /{tenant}/adminconsent` shows the
 * permissions with Accept and Cancel (an unknown tenant or app is told there, as Microsoft does);
 * either button returns to the redirect address with the state and `admin_consent=True` or
 * `error=access_denied`.
 */
function adminConsentHandler(setup: FakeMicrosoftSetup) {
  return (res: ServerResponse, url: URL, tenant: string, answered: boolean) => {
    const params = url.searchParams;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (tenant !== setup.tenantId || params.get('client_id') !== setup.clientId) {
      res.statusCode = 400;
      return void res.end('<!doctype html><title>Sign in</title><h1>AADSTS700016: Application not found in the directory.</h1>');
    }
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state') ?? '';
    if (answered) {
      const answer: Record<string, string> = params.get('accept') === 'yes' ? { admin_consent: 'True', tenant, state } : { error: 'access_denied', error_description: 'AADSTS65004: The admin declined to consent.', state };
      res.statusCode = 302;
      res.setHeader('Location', consentRedirect(redirectUri, answer));
      return void res.end();
    }
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
    res.end(
      `<!doctype html><html lang="en"><title>Permissions requested</title><main><h1>Permissions requested</h1><p>OnlineMeetings.ReadWrite.All</p>` +
        `<form action="/${encodeURIComponent(tenant)}/adminconsent/answer">${hidden('client_id', setup.clientId)}${hidden('redirect_uri', redirectUri)}${hidden('state', state)}` +
        `<button name="accept" value="yes">Accept</button><button name="accept" value="no">Cancel</button></form></main></html>`,
    );
  };
}

/**
 * Microsoft's sign-in and Graph on one loopback server, as strict as the real ones about what they
 * are sent: `POST /{tenant}/oauth2/v2.0/token` takes only a form with the client credentials grant,
 * the Graph scope and the app's id and secret (AADSTS errors otherwise), and answers a token;
 * `POST /v1.0/users/{organiser}/onlineMeetings` takes only that token and a body with subject and
 * times, and answers the meeting with its `joinWebUrl` (404 for another user); DELETE removes one.
 * `GET /{tenant}/adminconsent` is the admin consent page the console opens.
 */
export async function startFakeMicrosoft(setup: FakeMicrosoftSetup): Promise<FakeMicrosoft> {
  const adminConsent = adminConsentHandler(setup);
  const meetings: FakeMicrosoft['meetings'] = new Map();
  const issued = new Set<string>();
  let creates = 0;
  let refusal: number | null = null;
  const server = await listen((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname);
    if (tokenPath && req.method === 'POST') {
      const form = new URLSearchParams(body);
      if (decodeURIComponent(tokenPath[1]!) !== setup.tenantId) {
        return json(res, 400, { error: 'invalid_request', error_description: 'AADSTS90002: Tenant not found.', error_codes: [90002] });
      }
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded' || form.get('grant_type') !== 'client_credentials' || form.get('scope') !== 'https://graph.microsoft.com/.default') {
        return json(res, 400, { error: 'invalid_request', error_description: 'AADSTS900144: The request body is not a client credentials grant.', error_codes: [900144] });
      }
      if (form.get('client_id') !== setup.clientId) {
        return json(res, 400, { error: 'unauthorized_client', error_description: 'AADSTS700016: Application not found in the directory.', error_codes: [700016] });
      }
      if (form.get('client_secret') !== setup.clientSecret) {
        return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.', error_codes: [7000215] });
      }
      const token = crypto.randomBytes(16).toString('hex');
      issued.add(token);
      return json(res, 200, { token_type: 'Bearer', expires_in: 3599, access_token: token });
    }
    const consentPath = /^\/([^/]+)\/adminconsent(\/answer)?$/.exec(url.pathname);
    if (consentPath && req.method === 'GET') return adminConsent(res, url, decodeURIComponent(consentPath[1]!), consentPath[2] !== undefined);
    const meetingPath = /^\/v1\.0\/users\/([^/]+)\/onlineMeetings(?:\/([^/]+))?$/.exec(url.pathname);
    if (!meetingPath) return json(res, 404, { error: { code: 'NotFound', message: 'No such resource.' } });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!issued.has(bearer)) return json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' } });
    if (refusal !== null) return json(res, refusal, { error: { code: 'Forbidden', message: 'Application is not allowed to perform operations on the user.' } });
    if (decodeURIComponent(meetingPath[1]!) !== setup.organiser) return json(res, 404, { error: { code: 'UnknownError', message: 'User not found.' } });
    if (req.method === 'DELETE' && meetingPath[2]) {
      meetings.delete(decodeURIComponent(meetingPath[2]));
      res.statusCode = 204;
      return void res.end();
    }
    const meeting = JSON.parse(body || '{}') as { subject?: unknown; startDateTime?: unknown; endDateTime?: unknown };
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json' || typeof meeting.subject !== 'string' || typeof meeting.startDateTime !== 'string' || typeof meeting.endDateTime !== 'string') {
      return json(res, 400, { error: { code: 'BadRequest', message: 'The meeting needs a subject, a start and an end.' } });
    }
    creates++;
    const id = `MSo${crypto.randomBytes(12).toString('hex')}`;
    const joinWebUrl = `https://teams.microsoft.com/l/meetup-join/${id}`;
    meetings.set(id, { subject: meeting.subject, startDateTime: meeting.startDateTime, endDateTime: meeting.endDateTime, joinWebUrl });
    json(res, 201, { id, subject: meeting.subject, joinWebUrl });
  });
  return {
    ...server,
    meetings,
    tokensIssued: () => issued.size,
    creates: () => creates,
    refuseMeetings: (status) => (refusal = status),
  };
}
