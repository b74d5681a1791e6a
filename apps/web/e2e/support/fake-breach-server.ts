// A local stand-in for the breached-password range API (k-anonymity by SHA-1 prefix), so browser
// tests exercise the real protocol without leaving the machine.
import crypto from 'node:crypto';
import http from 'node:http';
import { BREACHED_PASSWORDS } from './breached-passwords';

const port = Number(process.argv[2] ?? 3101);
const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex').toUpperCase();
const known = new Map(Object.entries(BREACHED_PASSWORDS).map(([password, count]) => [sha1(password), count]));

http
  .createServer((req, res) => {
    if (req.url === '/health') return void res.end('ok');
    const match = /^\/range\/([0-9A-Fa-f]{5})$/.exec(req.url ?? '');
    if (!match) {
      res.statusCode = 404;
      return void res.end();
    }
    const prefix = match[1]!.toUpperCase();
    const lines = [...known].filter(([hash]) => hash.startsWith(prefix)).map(([hash, count]) => `${hash.slice(5)}:${count}`);
    // Padding entries, as the real service sends when asked to, with a count of 0.
    for (let i = 0; i < 5; i++) lines.push(`${crypto.randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
    res.setHeader('Content-Type', 'text/plain');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Add-Padding');
    res.end(lines.join('\r\n'));
  })
  .listen(port, '127.0.0.1');
