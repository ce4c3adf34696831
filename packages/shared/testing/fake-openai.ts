import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A local stand-in for an OpenAI-compatible chat-completions service (`POST /v1/chat/completions`,
 * `stream: true`): it answers each request with the next scripted reply as server-sent events,
 * the way the real API streams (role chunk, content parts, tool_calls deltas by index with the
 * arguments in pieces, a finish_reason chunk, `data: [DONE]`). Every request body is kept, so a
 * test can read what the model was told (the tool results).
 */

export interface FakeToolCall {
  id?: string;
  name: string;
  arguments: Record<string, unknown>;
}
/** One model turn: text parts streamed in order, then tool calls. */
export interface FakeReply {
  text?: string[];
  toolCalls?: FakeToolCall[];
  /** Answer this HTTP status with an error body instead. */
  status?: number;
  /** Wait this long between parts. */
  delayMs?: number;
}
export type FakeScript = FakeReply | ((request: FakeRequest) => FakeReply);

export interface FakeRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
  authorization: string | null;
}

export interface FakeModel {
  url: string;
  /** AI_BASE_URL for the server under test. */
  baseUrl: string;
  requests: FakeRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: FakeScript[]): void;
  /** The tool results the model was given, by tool name, parsed. */
  toolResults(name: string): unknown[];
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeModel(port = 0): Promise<FakeModel> {
  const queue: FakeScript[] = [];
  const requests: FakeRequest[] = [];
  let callNumber = 0;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await read(request)) as FakeRequest;
    body.authorization = request.headers.authorization ?? null;
    requests.push(body);
    const next = queue.shift() ?? { text: ['(no scripted reply)'] };
    const reply = typeof next === 'function' ? next(body) : next;
    if (reply.status) {
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `scripted failure ${reply.status}` } }));
      return;
    }
    const id = `chatcmpl-${++callNumber}`;
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = async (text: string) => {
      response.write(text);
      if (reply.delayMs) await pause(reply.delayMs);
    };
    await send(chunk({ role: 'assistant', content: '' }));
    for (const part of reply.text ?? []) await send(chunk({ content: part }));
    const calls = reply.toolCalls ?? [];
    for (const [index, call] of calls.entries()) {
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      await send(chunk({ tool_calls: [{ index, id: call.id ?? `call_${callNumber}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
      await send(chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }));
      await send(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
    }
    await send(chunk({}, calls.length ? 'tool_calls' : 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    toolResults(name) {
      const all = requests.flatMap((r) => r.messages);
      const callIds = new Set(all.flatMap((m) => (m.tool_calls ?? []).filter((c) => c.function.name === name).map((c) => c.id)));
      const seen = new Set<string>();
      return all
        .filter((m) => m.role === 'tool' && m.tool_call_id && callIds.has(m.tool_call_id) && !seen.has(m.tool_call_id) && seen.add(m.tool_call_id))
        .map((m) => JSON.parse(m.content ?? 'null'));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
