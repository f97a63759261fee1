import { z } from "zod";
import { ROLES } from "../constants";
import { id, isoDateTime } from "./fields";

/** A staff account as the administration screens read it: never its password hash. */
export const userResponse = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
  /** The schools the user belongs to, by name; none: "sem escola" (an administrator needs none). */
  schools: z.array(z.strictObject({ id, name: z.string() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** `/api/user/profile`: the signed-in user's own account. */
export const profileResponse = userResponse.pick({ id: true, username: true, email: true, role: true, profilePhotoUrl: true });

/** `POST /api/users/import`: who was created or joined their school, with each new account's temporary password. */
export const staffImportResponse = z.strictObject({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  people: z.array(
    z.strictObject({
      row: z.number().int().positive(),
      username: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      school: z.string().nullable(),
      classes: z.array(z.string()),
      temporaryPassword: z.string().nullable(),
      status: z.enum(["created", "updated"]),
    }),
  ),
});
