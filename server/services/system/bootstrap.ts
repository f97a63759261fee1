import type { Database } from "../../db/client";
import { countUsers } from "../../db/queries/users";
import { createUser } from "../users/users";
import { seedDemo } from "./demoSeed";

export interface BootstrapOptions {
  admin?: { email: string; password: string };
  demoMode: boolean;
}

/**
 * First start on an empty database: the configured administrator and, in demo mode, the demo
 * network with its accounts, classes, students, exams and bank items. Nothing happens once any
 * user exists, so restarts never reseed.
 */
export async function bootstrapEmptyDatabase(db: Database, options: BootstrapOptions, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0) return [];
    const created: string[] = [];
    if (options.admin) {
      const localPart = options.admin.email.split("@")[0].slice(0, 80);
      const username = localPart.length >= 3 ? localPart : "Administrador";
      await createUser(tx, { username, email: options.admin.email, password: options.admin.password, role: "admin" });
      created.push(`administrador ${options.admin.email}`);
    }
    if (options.demoMode) {
      await seedDemo(tx, now.getFullYear(), options.admin?.email);
      created.push("dados de demonstração");
    }
    return created;
  });
}
