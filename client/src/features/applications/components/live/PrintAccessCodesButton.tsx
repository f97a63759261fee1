import { useQueries, useQuery } from "@tanstack/react-query";
import { ChevronDown, Printer } from "lucide-react";
import type { ApplicationClass } from "@shared/types/applications";
import type { SchoolClass } from "@shared/types/organizations";
import type { Student } from "@shared/types/students";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { classesQuery, studentsQuery } from "@/features/organizations/api";
import { printAccessCodes } from "@/lib/printAccessCodes";

const LABEL = "Imprimir códigos de acesso";

/**
 * The access-code list of each class of the application, as the roster screen prints it. The
 * rosters are fetched ahead, so the click opens the print window at once (a window opened after a
 * wait is blocked as a pop-up); with several classes, one list per click, from a menu.
 */
export function PrintAccessCodesButton({ schoolId, classes }: { schoolId: string; classes: ApplicationClass[] }) {
  const schoolClasses = useQuery(classesQuery({ schoolId }));
  const rosters = useQueries({ queries: classes.map((schoolClass) => studentsQuery(schoolClass.id)) });

  const printable = classes.flatMap((applied, index): Array<{ schoolClass: SchoolClass; students: Student[] }> => {
    const schoolClass = schoolClasses.data?.find((candidate) => candidate.id === applied.id);
    const students = rosters[index]?.data;
    return schoolClass && students ? [{ schoolClass, students }] : [];
  });
  const ready = printable.length === classes.length && classes.length > 0;

  if (classes.length === 1) {
    return (
      <Button
        variant="outline"
        disabled={!ready}
        onClick={() => printable.forEach(({ schoolClass, students }) => printAccessCodes(schoolClass, students))}
      >
        <Printer aria-hidden />
        {LABEL}
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={!ready}>
          <Printer aria-hidden />
          {LABEL}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {printable.map(({ schoolClass, students }) => (
          <DropdownMenuItem key={schoolClass.id} onSelect={() => printAccessCodes(schoolClass, students)}>
            {schoolClass.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
