import { Router } from "express";
import { z } from "zod";
import { uuidParam } from "../../shared/schemas/fields";
import {
  associationSchema,
  classFilterSchema,
  classSchema,
  gradeLevelSchema,
  schoolFilterSchema,
  schoolSchema,
  unionSchema,
} from "../../shared/schemas/organizations";
import type { Database } from "../db/client";
import * as lists from "../db/queries/organizations";
import { requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { organizationPolicy } from "../policies/organizations";
import { permit } from "../policies/roles";
import {
  presentAssociation,
  presentGradeLevel,
  presentSchool,
  presentSchoolClass,
  presentUnion,
} from "../presenters/organizations";
import * as organizations from "../services/organizations/organizations";

/** What one organisation resource offers: the same five endpoints for each (docs/architecture.md#4-http-api). */
interface Resource<Item, Body extends z.ZodType, Filter extends z.ZodType> {
  body: Body;
  filter: Filter;
  list(db: Database, filter: z.output<Filter>): Promise<Item[]>;
  find(db: Database, id: string): Promise<Item>;
  create(db: Database, values: z.output<Body>): Promise<Item>;
  update(db: Database, id: string, values: z.output<Body>): Promise<Item>;
  remove(db: Database, id: string): Promise<void>;
  present(item: Item): object;
}

function resourceRouter<Item, Body extends z.ZodType, Filter extends z.ZodType>(
  db: Database,
  resource: Resource<Item, Body, Filter>,
): Router {
  const router = Router();
  router.use(requireUser);
  const manage = permit(organizationPolicy.manage);

  const list = { query: resource.filter };
  router.get("/", validate(list), async (req, res) => {
    res.json((await resource.list(db, parsed(req, list).query)).map(resource.present));
  });

  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    res.json(resource.present(await resource.find(db, parsed(req, one).params.id)));
  });

  const create = { body: resource.body };
  router.post("/", manage, validate(create), async (req, res) => {
    res.status(201).json(resource.present(await resource.create(db, parsed(req, create).body)));
  });

  const update = { params: uuidParam, body: resource.body };
  router.put("/:id", manage, validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    res.json(resource.present(await resource.update(db, params.id, body)));
  });

  router.delete("/:id", manage, validate(one), async (req, res) => {
    await resource.remove(db, parsed(req, one).params.id);
    res.status(204).end();
  });

  return router;
}

const noFilter = z.object({});

/** Mounts unions, associations, schools, grade levels and classes under /api. */
export function organizationRouters(db: Database): Record<string, Router> {
  return {
    "/unions": resourceRouter(db, {
      body: unionSchema,
      filter: noFilter,
      list: (db) => lists.listUnions(db),
      find: organizations.findUnion,
      create: organizations.createUnion,
      update: organizations.updateUnion,
      remove: organizations.deleteUnion,
      present: presentUnion,
    }),
    "/associations": resourceRouter(db, {
      body: associationSchema,
      filter: noFilter,
      list: (db) => lists.listAssociations(db),
      find: organizations.findAssociation,
      create: organizations.createAssociation,
      update: organizations.updateAssociation,
      remove: organizations.deleteAssociation,
      present: presentAssociation,
    }),
    "/schools": resourceRouter(db, {
      body: schoolSchema,
      filter: schoolFilterSchema,
      list: lists.listSchools,
      find: organizations.findSchool,
      create: organizations.createSchool,
      update: organizations.updateSchool,
      remove: organizations.deleteSchool,
      present: presentSchool,
    }),
    "/grade-levels": resourceRouter(db, {
      body: gradeLevelSchema,
      filter: noFilter,
      list: (db) => lists.listGradeLevels(db),
      find: organizations.findGradeLevel,
      create: organizations.createGradeLevel,
      update: organizations.updateGradeLevel,
      remove: organizations.deleteGradeLevel,
      present: presentGradeLevel,
    }),
    "/classes": resourceRouter(db, {
      body: classSchema,
      filter: classFilterSchema,
      list: lists.listClasses,
      find: organizations.findClass,
      create: organizations.createClass,
      update: organizations.updateClass,
      remove: organizations.deleteClass,
      present: presentSchoolClass,
    }),
  };
}
