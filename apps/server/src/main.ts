import { buildApp } from './app';
import { loadConfig } from './config';
import { seed } from './seed/seed';

const config = loadConfig();
const { app, context, close } = await buildApp(config);
const printed = await seed(context);
await app.listen({ port: config.port, host: config.host });

console.log(`\nHaligi is running on ${config.publicUrl} (database: ${context.database.kind}${config.redisUrl ? ', Redis adapter on' : ''})`);
if (printed.length) {
  console.log('Demo sign-ins:');
  for (const line of printed) console.log(`  ${line}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
