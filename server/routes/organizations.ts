import { Router, type Request } from "express";
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
import type { OrganizationReach } from "../db/queries/organizations";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import type { ScopedActor } from "../policies/exams";
import { classPolicy, networkPolicy, organizationReach, schoolPolicy, type OrganizationPolicy } from "../policies/organizations";
import { authorize, permit } from "../policies/roles";
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
  /** Lists and finds within the caller's reach (undefined: all); resources of the network ignore it. */
  list(db: Database, filter: z.output<Filter>, reach: OrganizationReach | undefined): Promise<Item[]>;
  find(db: Database, id: string, reach: OrganizationReach | undefined): Promise<Item>;
  create(db: Database, values: z.output<Body>): Promise<Item>;
  update(db: Database, id: string, values: z.output<Body>): Promise<Item>;
  remove(db: Database, id: string): Promise<void>;
  policy: OrganizationPolicy<Item, z.output<Body>>;
  present(item: Item): object;
}

function resourceRouter<Item, Body extends z.ZodType, Filter extends z.ZodType>(
  db: Database,
  resource: Resource<Item, Body, Filter>,
): Router {
  const router = Router();
  router.use(requireUser);
  const mayCreate = permit(resource.policy.mayCreate);
  const mayWrite = permit(resource.policy.mayWrite);
  const reachOf = (req: Request) => organizationReach(currentUser(req));
  /** The record in the caller's reach (404 outside it), then the policy's word on the change (403). */
  async function changeable(req: Request, id: string, allowed: (actor: ScopedActor, item: Item) => boolean) {
    const item = await resource.find(db, id, reachOf(req));
    authorize(allowed(currentUser(req), item));
    return item;
  }

  const list = { query: resource.filter };
  router.get("/", validate(list), async (req, res) => {
    res.json((await resource.list(db, parsed(req, list).query, reachOf(req))).map(resource.present));
  });

  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    res.json(resource.present(await resource.find(db, parsed(req, one).params.id, reachOf(req))));
  });

  const create = { body: resource.body };
  router.post("/", mayCreate, validate(create), async (req, res) => {
    const values = parsed(req, create).body;
    authorize(resource.policy.create(currentUser(req), values));
    res.status(201).json(resource.present(await resource.create(db, values)));
  });

  const update = { params: uuidParam, body: resource.body };
  router.put("/:id", mayWrite, validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    await changeable(req, params.id, (actor, item) => resource.policy.update(actor, item, body));
    res.json(resource.present(await resource.update(db, params.id, body)));
  });

  router.delete("/:id", mayWrite, validate(one), async (req, res) => {
    const { id } = parsed(req, one).params;
    await changeable(req, id, resource.policy.remove);
    await resource.remove(db, id);
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
      find: (db, id) => organizations.findUnion(db, id),
      policy: networkPolicy,
      create: organizations.createUnion,
      update: organizations.updateUnion,
      remove: organizations.deleteUnion,
      present: presentUnion,
    }),
    "/associations": resourceRouter(db, {
      body: associationSchema,
      filter: noFilter,
      list: (db) => lists.listAssociations(db),
      find: (db, id) => organizations.findAssociation(db, id),
      policy: networkPolicy,
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
      policy: schoolPolicy,
      create: organizations.createSchool,
      update: organizations.updateSchool,
      remove: organizations.deleteSchool,
      present: presentSchool,
    }),
    "/grade-levels": resourceRouter(db, {
      body: gradeLevelSchema,
      filter: noFilter,
      list: (db) => lists.listGradeLevels(db),
      find: (db, id) => organizations.findGradeLevel(db, id),
      policy: networkPolicy,
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
      policy: classPolicy,
      create: organizations.createClass,
      update: organizations.updateClass,
      remove: organizations.deleteClass,
      present: presentSchoolClass,
    }),
  };
}
