// A tiny SMTP peer on loopback for the tests: enough of RFC 5321 for nodemailer (EHLO, MAIL,
// RCPT, DATA, QUIT, no TLS, no auth). Recipients whose address contains "rifiuta" are refused
// with 550, so the worker's failure path runs against a real protocol answer.
import net from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };
export type FakeSmtp = { url: string; received: ReceivedMail[]; close(): Promise<void> };

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ESMTP pronto");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 2.0.0 Messaggio accettato");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          mail.from = line.slice(10).trim();
          reply("250 2.1.0 Ok");
        } else if (verb === "RCPT") {
          const to = line.slice(8).trim();
          if (to.includes("rifiuta")) reply("550 5.1.1 Casella inesistente");
          else {
            mail.to.push(to);
            reply("250 2.1.5 Ok");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 Termina con <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "" };
          reply("250 Ok");
        } else if (verb === "QUIT") {
          reply("221 Arrivederci");
          socket.end();
        } else reply("250 Ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
