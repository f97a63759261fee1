import { queryOptions } from "@tanstack/react-query";
import type { DemoCredential } from "@shared/types/auth";
import { ApiError, api } from "@/lib/api";

export const authKeys = {
  demoCredentials: ["/api/demo/credentials"] as const,
};

/** The demo accounts, or none when the server is not in demo mode (it answers 404 then). */
export const demoCredentialsQuery = queryOptions({
  queryKey: authKeys.demoCredentials,
  queryFn: async (): Promise<DemoCredential[]> => {
    try {
      return await api.get<DemoCredential[]>("/api/demo/credentials");
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
  retry: false,
});
