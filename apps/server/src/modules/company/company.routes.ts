import { join } from 'node:path';
import { COMPANY_MESSAGES, mailTemplateKeyRequest, mailTemplateSaveRequest, updateCompanyProfileRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { aboutInstallation } from './about';
import { CompanyProfileService } from './company-profile.service';
import { mailTemplatesService, templateKey } from './mail-templates.service';

const COMPANY = { scope: 'SETTINGS_COMPANY_ACCESS' } as const;
const ABOUT = { scope: 'SETTINGS_ABOUT_ACCESS' } as const;
const SYSTEM_EMAILS = { scope: 'SETTINGS_SYSTEM_EMAILS_ACCESS' } as const;
const tags = ['Company settings'];

/** Company settings (decision 0064): the profile every PDF, mail and the app header use, the about page, the system mails' templates. */
export const companyRoutes: ModuleRoutes = (app, context) => {
  const profiles = new CompanyProfileService(join(context.config.dataDir, 'uploads'));
  const about = aboutInstallation();

  // Every member reads the profile: the app header shows the company's name, logo and colour.
  app.get('/company/profile', { schema: { tags, summary: "The company profile: name, address, TIN, brand colour and logo" } }, async (request) => ({
    data: await profiles.profile(requireAuth(request).tenant),
  }));
  app.patch('/company/profile', { config: COMPANY, schema: { tags, summary: 'Change the company profile (the fields sent)', body: updateCompanyProfileRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(updateCompanyProfileRequest, request.body);
    return { data: await profiles.update(tenant, input), message: COMPANY_MESSAGES.updated };
  });

  app.get('/settings/about', { config: ABOUT, schema: { tags, summary: 'The version, commit and environment of this installation' } }, async () => ({ data: about }));

  app.get('/settings/mail-templates', { config: SYSTEM_EMAILS, schema: { tags, summary: "The system mails' templates, the company's own or the default" } }, async (request) => ({
    list: await mailTemplatesService.list(requireAuth(request).tenant),
  }));
  app.post('/settings/mail-template', { config: SYSTEM_EMAILS, schema: { tags, summary: "Save the company's subject and body of a system mail", body: mailTemplateSaveRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const { key, ...template } = parseInput(mailTemplateSaveRequest, request.body);
    return mailTemplatesService.save(tenant, account.id, templateKey(key), template);
  });
  app.post('/settings/mail-template/reset', { config: SYSTEM_EMAILS, schema: { tags, summary: 'Reset a system mail to its default subject and body', body: mailTemplateKeyRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    return mailTemplatesService.reset(tenant, templateKey(parseInput(mailTemplateKeyRequest, request.body).key));
  });
};
