#!/usr/bin/env node
// Drops and creates the PostgreSQL database named by DATABASE_URL (the browser tests' server
// database, e.g. test_e2e_1 for shard 1 of `npm test`): the server then migrates and seeds it
// with the demo data as it starts, as it does an empty PGlite folder. Decision 0052.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`e2e-database: not a plain database name: "${name}"`);
  process.exit(1);
}
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
