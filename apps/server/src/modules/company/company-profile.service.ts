import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, LOGO_TYPES, namedFields, type CompanyProfile, type UpdateCompanyProfileRequest } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { companies, files } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';
import { fileUrl, signedFileUrl } from '../files/file-links';

/** The company profile (settings/company, decision 0064): name, address, TIN, brand colour and logo. */
export class CompanyProfileService {
  constructor(private uploadDir: string) {}

  async profile(tenant: Tenant): Promise<CompanyProfile> {
    const [row] = await tenant.db
      .select({
        id: companies.id,
        name: companies.name,
        address: companies.address,
        tin: companies.tin,
        brandColor: companies.brandColor,
        updatedAt: companies.updatedAt,
        logoFileId: files.id,
        logoName: files.name,
        logoOriginalName: files.originalName,
      })
      .from(companies)
      .leftJoin(files, and(eq(files.id, companies.logoFileId), eq(files.companyId, companies.id)))
      .where(eq(companies.id, tenant.companyId));
    if (!row) throw notFound('Company');
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      tin: row.tin,
      brandColor: row.brandColor,
      logo:
        row.logoFileId === null || row.logoName === null
          ? null
          : { fileId: row.logoFileId, url: fileUrl(row.logoName), signedUrl: await signedFileUrl(tenant.db, row.logoName), originalName: row.logoOriginalName ?? '' },
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** PATCH /company/profile: the fields sent change; a logo is one of the company's PNG or JPEG uploads, its bytes kept for the PDFs. */
  async update(tenant: Tenant, input: UpdateCompanyProfileRequest): Promise<CompanyProfile> {
    const { logoFileId, ...fields } = namedFields(input);
    const changes: Partial<typeof companies.$inferInsert> = { ...fields };
    if (logoFileId === null) Object.assign(changes, { logoFileId: null, logoImage: null });
    if (typeof logoFileId === 'number') {
      const [file] = await tenant.db.select().from(files).where(tenant.byId(files, logoFileId));
      if (!file) throw notFound('File');
      if (!(LOGO_TYPES as readonly string[]).includes(file.mimeType)) throw unprocessable(COMPANY_MESSAGES.logoType);
      if (file.size > LOGO_MAX_BYTES) throw unprocessable(COMPANY_MESSAGES.logoSize);
      const image = await readFile(join(this.uploadDir, file.name)).catch(() => null);
      if (!image) throw notFound('File');
      Object.assign(changes, { logoFileId, logoImage: image });
    }
    if (Object.keys(changes).length) await tenant.db.update(companies).set(changes).where(eq(companies.id, tenant.companyId));
    return this.profile(tenant);
  }
}
