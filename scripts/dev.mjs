// `npm run dev`: the API server (tsx watch, port 8080) and the web app (Vite dev server with
// hot reload, proxying /swx to the API) side by side. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@swx/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@swx/web'], { stdio: 'inherit' }),
];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
