import { ChevronDown, type LucideIcon } from "lucide-react";
import type { ApplicationClass } from "@shared/types/applications";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/**
 * A print of the whole application or, when it has several classes, of one class at a time, from
 * a menu: each class's pack goes to its own room, and a large school prints class by class (the
 * server refuses too many students in one file).
 */
export function PrintByClassButton({
  label,
  icon: Icon,
  pending,
  classes,
  onPrint,
}: {
  label: string;
  icon: LucideIcon;
  pending: boolean;
  /** The classes to choose from; none or one prints at once. */
  classes: ApplicationClass[];
  onPrint: (classId?: string) => void;
}) {
  const content = (
    <>
      <Icon aria-hidden />
      {pending ? "Gerando PDF..." : label}
    </>
  );
  if (classes.length <= 1) {
    return (
      <Button variant="outline" disabled={pending} onClick={() => onPrint()}>
        {content}
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={pending}>
          {content}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => onPrint()}>Todas as turmas</DropdownMenuItem>
        {classes.map((schoolClass) => (
          <DropdownMenuItem key={schoolClass.id} onSelect={() => onPrint(schoolClass.id)}>
            {schoolClass.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
