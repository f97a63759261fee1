import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A titled part of a report, kept on one printed page where it fits. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="break-inside-avoid-page print:border-0 print:shadow-none">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
