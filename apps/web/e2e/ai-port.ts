/**
 * The port of the fake chat-completions model that ai-assistant.spec.ts starts: the server under
 * test gets AI_BASE_URL pointing at it (playwright.config.ts). It follows the run's port, so runs
 * and shards side by side never share it; nothing listens there for the other specs.
 */
export const E2E_AI_PORT = Number(process.env.E2E_AI_PORT ?? Number(process.env.E2E_PORT ?? 3310) + 1000);
