import { Router } from "express";
import { curriculumLookupSchema, curriculumSearchSchema } from "../../shared/schemas/curriculum";
import type { Database } from "../db/client";
import { requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { describeCodes, gradeFilterOf, searchCatalogue } from "../services/curriculum/search";

/**
 * `/api/curriculum`: the BNCC and SAEB catalogue (docs/product.md#21-curriculum-catalogue), the
 * same for every school, read by every staff member. `GET /` searches it for a descriptor picker,
 * narrowed to a question's subject and grade level; `GET /lookup` gives the texts of the codes a
 * screen shows.
 */
export function curriculumRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  const search = { query: curriculumSearchSchema };
  router.get("/", validate(search), async (req, res) => {
    const { search: text, kind, subject, gradeLevelId, limit } = parsed(req, search).query;
    const grade = await gradeFilterOf(db, gradeLevelId);
    res.json(searchCatalogue(text, { kind, subject, grade }, limit));
  });

  const lookup = { query: curriculumLookupSchema };
  router.get("/lookup", validate(lookup), async (req, res) => {
    const { codes, subject, gradeLevelId } = parsed(req, lookup).query;
    res.json(describeCodes(codes, { subject, grade: await gradeFilterOf(db, gradeLevelId) }));
  });
  return router;
}
