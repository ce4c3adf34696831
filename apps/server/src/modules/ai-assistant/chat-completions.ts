/**
 * A streaming client of the OpenAI chat-completions API (`POST {AI_BASE_URL}/chat/completions`
 * with `stream: true`), by plain fetch and a server-sent-events reader (decision 0066): text parts
 * are handed on as they arrive, tool-call parts are put together by their index.
 */

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ModelTurn {
  text: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  finishReason: string | null;
}

export class AiServiceError extends Error {}

/** No byte from the service for this long ends the answer. */
export const AI_IDLE_TIMEOUT_MS = 60_000;

/**
 * Splits a server-sent-events stream into the data of each event: `data:` lines joined by a
 * newline, an event ending at a blank line; comments (`:`) and other fields are skipped.
 */
export class SseReader {
  private buffer = '';
  private data: string[] = [];

  /** Feeds text; returns the data of every event it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const events: string[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[newline] === '\r' && width === 1 && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      if (line === '') {
        if (this.data.length) events.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.slice(5).replace(/^ /, ''));
      }
    }
    return events;
  }

  /** The stream ended: an event without its blank line still counts. */
  end(): string[] {
    const rest = this.buffer.startsWith('data:') ? [this.buffer.slice(5).replace(/^ /, '')] : [];
    const data = [...this.data, ...rest];
    this.buffer = '';
    this.data = [];
    return data.length ? [data.join('\n')] : [];
  }
}

interface ChunkChoice {
  delta?: { content?: string | null; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] };
  message?: { content?: string | null; tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[] };
  finish_reason?: string | null;
}

/** Puts a turn together from chunks (streamed `delta`s, or a whole `message` from a service that does not stream). */
export class TurnBuilder {
  private text = '';
  private calls = new Map<number, { id: string; name: string; arguments: string }>();
  private finishReason: string | null = null;

  /** Takes one parsed chunk; returns the text part it carried ('' for none). */
  add(chunk: { choices?: ChunkChoice[]; error?: { message?: string } | string }): string {
    if (chunk.error) throw new AiServiceError(typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'error'));
    const choice = chunk.choices?.[0];
    if (!choice) return '';
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
    const part = choice.delta ?? choice.message;
    if (!part) return '';
    const calls = part.tool_calls ?? [];
    calls.forEach((call, position) => {
      const index = 'index' in call && typeof call.index === 'number' ? call.index : position;
      const known = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (call.id) known.id = call.id;
      if (call.function?.name) known.name += call.function.name;
      if (call.function?.arguments) known.arguments += call.function.arguments;
      this.calls.set(index, known);
    });
    const text = typeof part.content === 'string' ? part.content : '';
    this.text += text;
    return text;
  }

  turn(): ModelTurn {
    const toolCalls = [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ id: call.id || `call_${index}`, name: call.name, arguments: call.arguments || '{}' }))
      .filter((call) => call.name);
    return { text: this.text, toolCalls, finishReason: this.finishReason };
  }
}

export interface ChatCompletionRequest {
  baseUrl: string;
  apiKey?: string;
  model: string;
  messages: ChatMessage[];
  tools: ChatTool[];
  onText: (text: string) => void;
  idleTimeoutMs?: number;
}

/** One model turn, streamed: each text part goes to onText as it arrives. */
export async function streamChatCompletion(request: ChatCompletionRequest): Promise<ModelTurn> {
  const controller = new AbortController();
  const idle = request.idleTimeoutMs ?? AI_IDLE_TIMEOUT_MS;
  let timer = setTimeout(() => controller.abort(), idle);
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idle);
  };
  try {
    let response: Response;
    try {
      response = await fetch(`${request.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: request.model, messages: request.messages, tools: request.tools, tool_choice: 'auto', stream: true }),
        signal: controller.signal,
      });
    } catch (error) {
      throw new AiServiceError(controller.signal.aborted ? 'no answer in time' : `cannot reach ${request.baseUrl} (${(error as Error).message})`);
    }
    if (!response.ok) {
      const body = (await response.text().catch(() => '')).slice(0, 300);
      let reason = body;
      try {
        const parsed = JSON.parse(body) as { error?: { message?: string } | string };
        reason = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? body);
      } catch {
        // not JSON: the text itself
      }
      throw new AiServiceError(`HTTP ${response.status}${reason ? `: ${reason}` : ''}`);
    }
    const builder = new TurnBuilder();
    const take = (data: string) => {
      if (data.trim() === '[DONE]') return;
      let chunk: Parameters<TurnBuilder['add']>[0];
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new AiServiceError('the service sent a part that is not JSON');
      }
      const text = builder.add(chunk);
      if (text) request.onText(text);
    };
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // A service that answers the whole message at once.
      take(await response.text());
      return builder.turn();
    }
    if (!response.body) throw new AiServiceError('the answer has no body');
    const reader = new SseReader();
    const decoder = new TextDecoder();
    try {
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
        alive();
        for (const data of reader.push(decoder.decode(bytes, { stream: true }))) take(data);
      }
    } catch (error) {
      if (error instanceof AiServiceError) throw error;
      throw new AiServiceError(controller.signal.aborted ? 'no answer in time' : `the answer broke off (${(error as Error).message})`);
    }
    for (const data of reader.push(decoder.decode())) take(data);
    for (const data of reader.end()) take(data);
    return builder.turn();
  } finally {
    clearTimeout(timer);
  }
}
