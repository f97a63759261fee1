import { Construction } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "./PageHeader";

/** A screen whose content is still being built: its title, and a clear note instead of a blank page. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
          <Construction className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">Em breve</p>
          <p className="max-w-md text-muted-foreground">
            Esta área está em preparação e estará disponível nas próximas versões do sistema.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
