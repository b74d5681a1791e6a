import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, signedInToken, tempDataDir } from './support';
const port = await freePort();
const dataDir = tempDataDir('prof');
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'apps/server/dist/main.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000', ...(process.env.PROF_DB ? { DATABASE_URL: process.env.PROF_DB } : {}) }, stdio: 'inherit' });
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const token = await signedInToken({ url, dataDir } as never);
const r = await autocannon({ url: `${url}/api/${process.env.PROF_PATH ?? 'getUserInfo'}`, connections: 20, duration: 5, headers: { authorization: `Bearer ${token}` } });
console.log(r.requests.average);
await new Promise<void>((res) => { child.once('exit', () => res()); child.kill('SIGINT'); });
