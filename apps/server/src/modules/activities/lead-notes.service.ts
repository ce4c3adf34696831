import { LEAD_MESSAGES } from '@haligi/shared';
import { desc, eq } from 'drizzle-orm';
import { accounts, leadNotes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { accountName } from '../boards/board.repository';
import { recordActivity } from './activity-log';

const selectNotes = (tenant: Tenant) =>
  tenant.db
    .select({ id: leadNotes.id, text: leadNotes.text, createdAt: leadNotes.createdAt, accountId: accounts.id, accountName })
    .from(leadNotes)
    .leftJoin(accounts, eq(accounts.id, leadNotes.accountId));

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

/** A note as the lead page lists it: `{id, text, createdAt, account: {id, name} | null}` (null: author unknown). */
const toNoteAnswer = ({ accountId, accountName: name, ...note }: NoteRow) => ({ ...note, account: accountId ? { id: accountId, name } : null });

/** GET /lead/{id}/notes: the lead's notes, newest first. The caller has checked the lead is the company's. */
export async function listLeadNotes(tenant: Tenant, leadId: number) {
  const rows = await selectNotes(tenant)
    .where(tenant.where(leadNotes, eq(leadNotes.projectId, leadId)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return rows.map(toNoteAnswer);
}

/** POST /lead/{id}/notes: adds a note (earlier ones are kept) and a NOTE entry in the timeline. */
export async function addLeadNote(tenant: Tenant, accountId: number, leadId: number, text: string) {
  const id = await tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [note] = await tx.insert(leadNotes).values(scoped.values({ projectId: leadId, text, accountId })).returning({ id: leadNotes.id });
    await recordActivity(tx, scoped, { projectId: leadId, kind: 'NOTE', message: 'Note added', data: { noteId: note.id, text }, accountId });
    return note.id;
  });
  const [note] = await selectNotes(tenant).where(tenant.byId(leadNotes, id));
  return { data: toNoteAnswer(note), message: LEAD_MESSAGES.notesSaved };
}
