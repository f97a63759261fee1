import * as React from "react";

import { cn } from "@/lib/cn";

/** Decorative placeholder; pair it with a Spinner or other status text so screen readers hear that content is loading. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
