/** A real SMTP server (smtp-server) on a free local port that keeps every received mail, parsed. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mail: ParsedMail;
  rcptTo: string[];
}

export interface TestSmtp {
  port: number;
  inbox: ReceivedMail[];
  stop: () => Promise<void>;
}

/** `inbox` may be passed in so a restarted server keeps filling the same list. */
export function startSmtp(port = 0, inbox: ReceivedMail[] = []): Promise<TestSmtp> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) =>
    smtp.listen(port, '127.0.0.1', () =>
      resolve({
        port: (smtp.server.address() as AddressInfo).port,
        inbox,
        stop: () => new Promise<void>((r) => smtp.close(() => r())),
      }),
    ),
  );
}
