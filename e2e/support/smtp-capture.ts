import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as a real SMTP server received it, with the headers tests look at and the decoded text body. */
export type CapturedEmail = {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  messageId: string;
  inReplyTo: string | null;
  references: string | null;
  text: string;
};

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every
 * email it receives. With `credentials`, only that user and password may send.
 */
export async function startSmtpCapture(options: { credentials?: { user: string; pass: string } } = {}) {
  const received: CapturedEmail[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        received.push({ ...envelope, ...parseEmail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a sender killed mid-conversation resets its connection: not our failure
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: credentials ? `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough MIME for the plain-text emails we send: unfolded headers, encoded-word subjects, quoted-printable or base64 bodies. */
function parseEmail(raw: string): Omit<CapturedEmail, 'envelopeFrom' | 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    inReplyTo: headers.get('in-reply-to') ?? null,
    references: headers.get('references') ?? null,
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
