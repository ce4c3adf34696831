import { expect } from 'vitest';
import { call, createUser, type TestServer, type TestUser } from './helper';

export const RFP_SCOPES = ['TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'];
export const RFP_APPROVER_SCOPES = ['TREASURY_PAYABLES_REQUEST_PAYMENT_APPROVE_ACCESS'];

/** A company's treasury people: who keeps the fund accounts, who requests and pays, who approves. */
export async function treasuryTeam(server: TestServer, companyId: number) {
  return {
    treasurer: await createUser(server, { companyId, scopes: ['TREASURY_ACCESS', ...RFP_SCOPES] }),
    approver: await createUser(server, { companyId, scopes: RFP_APPROVER_SCOPES }),
  };
}
export type TreasuryTeam = Awaited<ReturnType<typeof treasuryTeam>>;

/** POST /treasury/fund-account (201), answering the account. */
export async function openFund(server: TestServer, user: TestUser, name: string, openingBalance: number | string, kind = 'BANK') {
  const answer = await call(server, 'POST', '/treasury/fund-account', { token: user.token, body: { name, kind, openingBalance } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; name: string; kind: string; balance: string };
}

/** The open approval step of a request for payment in the user's queue. */
export async function rfpStep(server: TestServer, user: TestUser, id: number): Promise<number | undefined> {
  const queue = await call(server, 'GET', '/approval/pending', { token: user.token });
  return queue.body.find((row: { documentType: string; documentId: number }) => row.documentType === 'PAYMENT_REQUEST' && row.documentId === id)?.id;
}

export async function decideRfp(server: TestServer, user: TestUser, id: number, decision: 'approve' | 'reject' | 'return', reason = 'Not this month') {
  const step = await rfpStep(server, user, id);
  expect(step, `RFP ${id} waits in the queue`).toBeTruthy();
  return call(server, 'POST', `/approval/${step}/${decision}`, { token: user.token, body: decision === 'approve' ? {} : { reason } });
}

/** A request for payment raised, approved and paid from the fund account: the pay answer (201). */
export async function payThroughTreasury(server: TestServer, team: TreasuryTeam, purchaseOrderId: number, amount: number | string, fundAccountId: number) {
  const created = await call(server, 'POST', '/treasury/payment-request', { token: team.treasurer.token, body: { purchaseOrderId, amount } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await decideRfp(server, team.approver, created.body.data.id, 'approve');
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const paid = await call(server, 'POST', `/treasury/payment-request/${created.body.data.id}/pay`, { token: team.treasurer.token, body: { fundAccountId } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return paid.body.data as { id: number; paymentRequest: { id: number; code: string }; amount: string };
}
