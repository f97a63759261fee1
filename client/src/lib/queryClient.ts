import { QueryClient } from "@tanstack/react-query";

/** Spec section 9: queries never go stale, do not refetch on focus, and retry once. */
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
