import { Router } from "express";
import { route } from "../../http/route";
import { benefitsContract as api } from "@shared/contracts/benefits";
import { compareTfrWithFund, estimateAssegnoUnico, estimateIsee } from "./benefits.service";

// Pure computations for everyone (docs/benefits.md, "Gli endpoint"): the body is parsed by the
// contract's schema, bounded (20 members, 20 properties, 20 children, 50 years), and nothing is stored.
export function benefitsRoutes(): Router {
  const router = Router();
  route(router, api.isee, async (_req, res, { body }) => {
    res.json(estimateIsee(body));
  });
  route(router, api.assegnoUnico, async (_req, res, { body }) => {
    res.json(estimateAssegnoUnico(body));
  });
  route(router, api.tfrVsFund, async (_req, res, { body }) => {
    res.json(compareTfrWithFund(body));
  });
  return router;
}
