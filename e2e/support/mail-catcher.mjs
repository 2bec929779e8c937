// A real SMTP server on loopback for the end-to-end tests, with an HTTP view of what it received:
// GET /mails?to=ADDRESS answers the mails to that address, newest last.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const mails = [];

const decodeQuotedPrintable = (raw) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
}).listen(httpPort, '127.0.0.1');
