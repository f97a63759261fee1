import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";

export function EditItemButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Editar ${name}`} onClick={onClick}>
      <Pencil className="size-4" aria-hidden />
    </Button>
  );
}
