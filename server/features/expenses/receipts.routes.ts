import { Router } from "express";
import type { Config } from "../../config";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { largeJsonBody, type LargeBody } from "../../http/large-body";
import { receiptsContract as api } from "@shared/contracts/receipts";
import { receiptBodyLimit, receiptTooLarge } from "./receipt-file";
import type { ReceiptsService } from "./receipts.service";

/**
 * An upload carries the file as base64 (docs/tax.md, "Ricevute"): its JSON body may reach
 * RECEIPT_MAX_BYTES plus the base64 overhead, read only after the guard (docs/security.md,
 * "Seconda sonda (issue 37)").
 */
export function receiptBody(config: Pick<Config, "RECEIPT_MAX_BYTES">): LargeBody {
  return largeJsonBody("receiptUpload", { limit: receiptBodyLimit(config.RECEIPT_MAX_BYTES), tooLarge: receiptTooLarge(config.RECEIPT_MAX_BYTES) });
}

export function receiptsRoutes(service: ReceiptsService): Router {
  const router = Router();

  route(router, api.upload, async (req, res, { params, body }) => {
    res.status(201).json(await service.upload(currentUser(req).id, params.id, body.data));
  });

  route(router, api.get, async (req, res, { params }) => {
    const file = await service.file(currentUser(req).id, params.id);
    // Health data: never kept by a cache, never reinterpreted by the browser, opened only as what
    // it is; a photo is shown in the page, a PDF downloaded (docs/tax.md, "Ricevute").
    const disposition = file.mimeType === "application/pdf" ? "attachment" : "inline";
    res
      .set({
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      })
      .type(file.mimeType)
      .send(file.data);
  });

  route(router, api.remove, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  return router;
}
