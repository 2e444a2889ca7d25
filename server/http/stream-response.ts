import type { Response } from "express";

/**
 * Sends a long answer piece by piece (docs/privacy.md, "Esportazione in streaming"): each chunk is
 * written as soon as it is made and the next one waits while the connection's buffer is full
 * (backpressure), so the server holds one batch at a time whatever the history's length. The first
 * chunk is flushed at once (through compression() too). A client that goes away stops the reads.
 * A failure before the first byte is the usual JSON error (the error handler answers); after it the
 * status is gone, so the connection is cut: the download ends incomplete, never as a file that
 * looks whole, and the error is logged without reaching the client.
 */
export async function streamResponse(res: Response, chunks: AsyncIterable<string>, what: string): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  let first = true;
  try {
    for (;;) {
      if (res.destroyed) return;
      const next = await iterator.next();
      if (next.done) break;
      if (!res.write(next.value)) await drained(res);
      if (first) (res as unknown as { flush?: () => void }).flush?.();
      first = false;
    }
    res.end();
  } catch (err) {
    if (!res.headersSent) {
      res.removeHeader("Content-Disposition");
      throw err;
    }
    console.error(`[esportazione] ${what} interrotta:`, (err as Error)?.message);
    // What was written goes out, then the connection closes without the answer's end (the last
    // chunk of a chunked answer): the client sees a download cut short.
    if (res.socket) res.socket.end();
    else res.destroy();
  } finally {
    await iterator.return?.();
  }
}

const drained = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
