#!/usr/bin/env node
// Hot reload: the API under tsx watch on PORT (3000) and Vite on 5173 proxying /api and /socket.io.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@haligi/web'], { stdio: 'inherit' }),
];
console.log('API on http://localhost:3000/api, web with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
