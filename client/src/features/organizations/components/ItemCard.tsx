import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** One organisation item: its name, an optional badge, detail lines, and the edit/delete buttons when allowed. */
export function ItemCard({
  title,
  badge,
  actions,
  children,
}: {
  title: string;
  badge?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-2">
          <CardTitle className="text-base break-words">{title}</CardTitle>
          {badge}
        </div>
        {actions && <div className="-mr-2 -mt-2 flex shrink-0 gap-1">{actions}</div>}
      </CardHeader>
      <CardContent className="space-y-1.5 text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/** A detail line; the icon is decoration, the label says what a bare name refers to ('Escola: ...'). */
export function ItemDetail({ icon: Icon, label, children }: { icon: LucideIcon; label?: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 break-words">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0">
        {label && <span className="font-medium text-foreground">{label}: </span>}
        {children}
      </span>
    </p>
  );
}
