import { QueryClient } from "@tanstack/react-query";

/** docs/architecture.md#14-the-client: queries never go stale, do not refetch on focus, and retry once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: 1,
    },
    mutations: {
      retry: false,
    },
  },
});
