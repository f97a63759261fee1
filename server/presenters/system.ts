import type { HealthResponse, SystemStatus } from "../../shared/types/system";

export const presentHealth = (): HealthResponse => ({ status: "ok" });

export function presentSystemStatus(
  kind: SystemStatus["database"],
  databaseVersion: string,
  latencyMs: number,
  version: string,
): SystemStatus {
  return {
    api: "ok",
    database: kind,
    databaseVersion,
    databaseLatencyMs: Math.round(latencyMs * 10) / 10,
    version,
  };
}
