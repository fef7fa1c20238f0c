import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the alert tests (the `smtp-server` package), with a user and password as a
 * mail provider would ask; every message it accepts is parsed (mailparser) into `received`. It can be
 * stopped and started again on the same port, as a mail server that is down for a while.
 */
export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

const USER = 'fangst';
const PASSWORD = 'hemmelig';

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const start = async () => {
    const next = new SMTPServer({
      logger: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  await start();
  return {
    get url() {
      return `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) resolve();
        else current.close(() => resolve());
      }),
  };
}

/** A header of a received mail as it was written (mailparser turns some into objects). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}
