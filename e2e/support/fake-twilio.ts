import type { ServerResponse } from 'node:http';
import twilio from 'twilio';
import { startRecordingServer, type RecordedRequest } from './recording-server.ts';

/** A stand-in for api.twilio.com on 127.0.0.1 that records what the SDK sent and answers with `answer`. */
export async function fakeTwilio(answer: (req: RecordedRequest, res: ServerResponse) => void) {
  const server = await startRecordingServer(answer);
  return { ...server, base: server.url };
}

/** The SDK's own HTTP client, with Twilio's host swapped for the local stand-in (and the original URL remembered). */
export class LocalRequestClient extends twilio.RequestClient {
  readonly sdkUris: string[] = [];
  constructor(private readonly base: string) {
    super({ timeout: 2_000 });
  }
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    this.sdkUris.push(opts.uri);
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.base) });
  }
}

/** One page of Twilio's Messages list as the API returns it. */
export function messagesPage(messages: Record<string, unknown>[], nextPageUri: string | null = null) {
  return { messages, next_page_uri: nextPageUri, page: 0, page_size: 50, start: 0, end: messages.length - 1, uri: '/2010-04-01/Accounts/x/Messages.json' };
}
