import { SKILL_KIND_LABELS, SKILL_LEVEL_LABELS, type SkillLevel } from "@shared/learning";
import { formatDecimal } from "@shared/numbers";
import type { SkillResult } from "@shared/types/learning";
import { cn } from "@/lib/cn";

const TONES: Record<SkillLevel, string> = {
  missing: "border-l-red-700",
  developing: "border-l-amber-600",
  mastered: "border-l-green-700",
};

/** What each list is for, under its heading. */
const HINTS: Record<SkillLevel, string> = {
  missing: "Menos de 50 % dos pontos: retomar.",
  developing: "De 50 % a 69 % dos pontos.",
  mastered: "70 % dos pontos ou mais.",
};

const ORDER: SkillLevel[] = ["missing", "developing", "mastered"];

/** The skills to teach again first, then those on the way, then those mastered; each weakest first. */
export function SkillLists({ skills }: { skills: SkillResult[] }) {
  if (skills.length === 0)
    return <p className="text-sm text-muted-foreground">As questões respondidas ainda não têm descritores nem habilidades.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {ORDER.map((level) => {
        const items = skills.filter((skill) => skill.level === level).sort((a, b) => a.rate - b.rate);
        return (
          <section key={level} aria-labelledby={`skills-${level}`} className="space-y-2">
            <div>
              <h3 id={`skills-${level}`} className="font-semibold">
                {SKILL_LEVEL_LABELS[level]} ({items.length})
              </h3>
              <p className="text-xs text-muted-foreground">{HINTS[level]}</p>
            </div>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma.</p>
            ) : (
              <ul className="space-y-2">
                {items.map((skill) => (
                  <li
                    key={`${skill.subject}/${skill.kind}/${skill.code}`}
                    className={cn("rounded-md border border-l-4 p-2 text-sm", TONES[level])}
                  >
                    <p className="flex items-baseline justify-between gap-2">
                      <span>
                        <span className="font-semibold">{skill.code}</span>{" "}
                        <span className="text-muted-foreground">
                          {SKILL_KIND_LABELS[skill.kind]} · {skill.subject}
                        </span>
                      </span>
                      <span className="font-semibold whitespace-nowrap">{formatDecimal(skill.rate * 100, 0)} %</span>
                    </p>
                    {skill.text && <p className="mt-1 text-muted-foreground">{skill.text}</p>}
                    <p className="mt-1 text-xs text-muted-foreground">
                      {skill.questions} {skill.questions === 1 ? "questão" : "questões"} em {skill.exams}{" "}
                      {skill.exams === 1 ? "avaliação" : "avaliações"}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
