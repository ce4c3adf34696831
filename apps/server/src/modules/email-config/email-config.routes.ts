import { EMAIL_CONFIG_MESSAGES, EMAIL_PRESETS, emailConfigRequest, isEmailProvider, testEmailConfigRequest, text, updateEmailConfigRequest } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { HttpError, parseInput } from '../../http/errors';
import { messageAnswer } from '../../http/openapi';
import { secretBoxFor } from '../../lib/secret-box';
import { EmailConfigService } from './email-config.service';

/** The settings/email screen's scope: each member keeps their own mailbox there. */
const SETTINGS = { scope: 'SETTINGS_EMAIL_ACCESS' } as const;
const tags = ['Email settings'];
const providerParams = z.object({ provider: text().max(50) });

const outcome = z.object({ success: z.boolean(), message: z.string() }).meta({ description: "The logins' result; on failure the message carries the server's own reason" });

export const emailConfigRoutes: ModuleRoutes = (app, context) => {
  // The key is loaded (or made in DATA_DIR) at start, not on a member's first save.
  const configs = new EmailConfigService(secretBoxFor(context.config));

  app.get('/email-config', { config: SETTINGS, schema: { tags, summary: 'My mailbox settings (passwords only as whether one is set; null when none)' } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return configs.get(tenant, account.id);
  });
  app.post('/email-config', { config: SETTINGS, schema: { tags, summary: 'Save my mailbox settings (the servers are not contacted)', body: emailConfigRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await configs.create(tenant, account.id, parseInput(emailConfigRequest, request.body)));
  });
  app.put(
    '/email-config',
    { config: SETTINGS, schema: { tags, summary: 'Change my mailbox settings: fields left out, and blank passwords, keep their saved value', body: updateEmailConfigRequest } },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      return configs.update(tenant, account.id, parseInput(updateEmailConfigRequest, request.body));
    },
  );
  app.delete('/email-config', { config: SETTINGS, schema: { tags, summary: 'Delete my mailbox settings', response: { 200: messageAnswer } } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return configs.remove(tenant, account.id);
  });
  app.post(
    '/email-config/test',
    { config: SETTINGS, schema: { tags, summary: 'Try the SMTP and IMAP logins of a configuration (passwords left out: the saved ones)', body: testEmailConfigRequest, response: { 200: outcome } } },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      return configs.test(tenant, account.id, parseInput(testEmailConfigRequest, request.body));
    },
  );
  app.post('/email-config/test-saved', { config: SETTINGS, schema: { tags, summary: 'Try the SMTP and IMAP logins of my saved settings', response: { 200: outcome } } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return configs.testSaved(tenant, account.id);
  });
  app.get<{ Params: { provider: string } }>(
    '/email-config/presets/:provider',
    { config: SETTINGS, schema: { tags, summary: "A provider's server settings: gmail, outlook, yahoo, zoho or others", params: providerParams } },
    async (request) => {
      const { provider } = parseInput(providerParams, request.params);
      if (!isEmailProvider(provider)) throw new HttpError(404, EMAIL_CONFIG_MESSAGES.unknownProvider);
      return { data: EMAIL_PRESETS[provider] };
    },
  );
};
