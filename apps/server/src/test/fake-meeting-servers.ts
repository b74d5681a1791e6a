import crypto from 'node:crypto';
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
