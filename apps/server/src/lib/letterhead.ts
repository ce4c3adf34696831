import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/** What heads every PDF of a company (decision 0064): its logo, name, address and TIN from the company profile. */
export interface Letterhead {
  name: string;
  address: string;
  /** Digits, as stored; empty when the company has none yet. */
  tin: string;
  /** PNG or JPEG bytes, or null. */
  logo: Buffer | null;
}

/** A letterhead as the PDF writers take it: a document built without the profile passes name and address only. */
export type LetterheadInput = Pick<Letterhead, 'name' | 'address'> & Partial<Pick<Letterhead, 'tin' | 'logo'>>;

/** The company's letterhead, read from the company profile. */
export async function loadLetterhead(db: Db, companyId: number): Promise<Letterhead> {
  const [row] = await db
    .select({ name: companies.name, address: companies.address, tin: companies.tin, logo: companies.logoImage })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { name: row?.name ?? '', address: row?.address ?? '', tin: row?.tin ?? '', logo: row?.logo ?? null };
}
